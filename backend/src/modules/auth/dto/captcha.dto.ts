/** A security-check math question; its answer stays on the server. */
export class CaptchaDto {
  /** e.g. 'What is 7 + 5?' */
  question!: string;
}
