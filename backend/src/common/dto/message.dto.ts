/** A confirmation for the person, shown as it is. */
export class MessageDto {
  message!: string;
}
