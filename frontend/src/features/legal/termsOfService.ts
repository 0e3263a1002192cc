import { msg } from '@lingui/core/macro';
import type { LegalDocument } from './legalDocument';

export const termsOfService: LegalDocument = {
  title: msg`Plantry Terms of Service`,
  effectiveDate: msg`1 January 2024`,
  sections: [
    {
      title: msg`Acceptance of Terms`,
      blocks: [
        msg`These Terms of Service ("Terms") govern your use of Plantry, the community website for vegan recipes, and every feature it offers. By creating an account or using Plantry in any way, you agree to be bound by these Terms.`,
        msg`If you do not agree with these Terms, you may not use Plantry. If you use Plantry on behalf of an organisation, you confirm that you have the authority to accept these Terms for it.`,
      ],
    },
    {
      title: msg`Description of the Service`,
      blocks: [
        msg`Plantry is a place for people who love plant-based food. As a member you can:`,
        [
          msg`create and share your own vegan recipes with photos;`,
          msg`browse and search recipes by keyword, cuisine and tag;`,
          msg`rate and review the recipes you have cooked;`,
          msg`save your favourite recipes to come back to later;`,
          msg`interact with other members of the community.`,
        ],
        msg`Visitors without an account can browse, search and read recipes and reviews. We may add, change or remove features over time to improve the service.`,
      ],
    },
    {
      title: msg`User Accounts`,
      blocks: [
        msg`To share recipes, write reviews or save favourites you need an account. You must be at least 13 years old, give a valid email address and verify it, and keep the information in your account accurate.`,
        msg`You are responsible for keeping your password secret and for everything that happens under your account. Tell us at once if you suspect that someone else has used it. You may close your account at any time, and we may suspend or close accounts that break these Terms.`,
      ],
    },
    {
      title: msg`User Content`,
      blocks: [
        msg`You keep ownership of the recipes, reviews, ratings, images and comments you post on Plantry ("User Content"). By posting User Content, you grant Plantry a non-exclusive, worldwide, royalty-free licence to host, store, reproduce, display, adapt for formatting and distribute it in order to operate, improve and promote the service. This licence ends when you delete the content, except where others have already shared it or where we must keep it by law.`,
        msg`You are responsible for your User Content and promise that it is:`,
        [
          msg`vegan-related: recipes contain no meat, fish, dairy, eggs, honey or other animal products;`,
          msg`your own original work, or properly attributed to its source when it is based on someone else’s recipe;`,
          msg`not harmful, hateful, harassing, misleading or dangerous;`,
          msg`not infringing anyone’s copyright, trademark, privacy or other rights;`,
          msg`not spam, advertising or other unsolicited promotion.`,
        ],
        msg`We may review, edit for formatting, hide or remove User Content that breaks these Terms, and recipes may be reviewed by moderators before or after they are published.`,
      ],
    },
    {
      title: msg`Acceptable Use`,
      blocks: [
        msg`You agree to use Plantry lawfully and respectfully. In particular, you must not:`,
        [
          msg`post recipes that are not vegan or content unrelated to plant-based cooking;`,
          msg`scrape, crawl or harvest content or personal information from the site by automated means without our written permission;`,
          msg`create fake accounts, impersonate another person, or manipulate ratings and reviews;`,
          msg`upload viruses or malicious code, or try to gain unauthorised access to the service or other members’ accounts;`,
          msg`interfere with the operation of the service or place an unreasonable load on it.`,
        ],
        msg`Breaking these rules may lead to the removal of your content and the suspension or closure of your account.`,
      ],
    },
    {
      title: msg`Intellectual Property`,
      blocks: [
        msg`Apart from User Content, Plantry and everything it contains, including its name, logo, design, text, graphics and software, belong to Plantry or its licensors and are protected by intellectual property laws.`,
        msg`We give you a personal, non-transferable right to use the service as these Terms allow. You may not copy, modify or distribute any part of Plantry except your own User Content, or use our name and logo, without our prior written permission.`,
      ],
    },
    {
      title: msg`Privacy`,
      blocks: [
        msg`Your privacy matters to us. Our [Privacy Policy](/privacy-policy) explains what personal information we collect, how we use and protect it, and the rights you have. By using Plantry, you also agree to the Privacy Policy, which forms part of these Terms.`,
      ],
    },
    {
      title: msg`Disclaimers`,
      blocks: [
        msg`Plantry is provided "as is" and "as available", without warranties of any kind, whether express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement. We do not promise that the service will be uninterrupted, error-free or secure.`,
        msg`Recipes, reviews and ratings are shared by members, and we do not check them for accuracy, nutrition or safety. Always check ingredients for allergies and dietary needs, and follow safe food preparation practices. Nothing on Plantry is medical or nutritional advice.`,
      ],
    },
    {
      title: msg`Limitation of Liability`,
      blocks: [
        msg`To the fullest extent permitted by law, Plantry and its team will not be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of data, profits or goodwill, that arise from your use of or inability to use the service.`,
        msg`Our total liability for any claim about the service is limited to the greater of the amount you paid us in the twelve months before the claim (if any) and 50 US dollars. Some jurisdictions do not allow these limitations, so they may not all apply to you.`,
      ],
    },
    {
      title: msg`Indemnification`,
      blocks: [
        msg`You agree to defend, indemnify and hold harmless Plantry and its team from any claims, damages, losses and expenses, including reasonable legal fees, that arise from your User Content, your use of the service or your breach of these Terms.`,
        msg`We will tell you about any such claim promptly and may take part in its defence with counsel of our choice.`,
      ],
    },
    {
      title: msg`Changes to Terms`,
      blocks: [
        msg`We may change these Terms from time to time. The effective date at the top of this page shows when they were last updated.`,
        msg`If a change is significant, we will tell you by email or with a notice on the site before it takes effect. If you keep using Plantry after a change takes effect, you accept the new Terms; if you do not agree with them, you should stop using the service and may close your account.`,
      ],
    },
    {
      title: msg`Governing Law and Dispute Resolution`,
      blocks: [
        msg`These Terms are governed by the laws of the jurisdiction in which Plantry is established, without regard to its conflict-of-law rules.`,
        msg`Any dispute arising out of or relating to these Terms or the service will be resolved by final and binding arbitration on an individual basis, rather than in court, except that either party may bring an eligible claim in a small-claims court. You and Plantry each waive the right to a jury trial and to take part in a class action. Nothing in this section takes away rights you have under consumer protection laws that cannot be waived.`,
      ],
    },
    {
      title: msg`Contact Us`,
      blocks: [
        msg`If you have questions about these Terms, email us at [legal@plantry.app](mailto:legal@plantry.app) or write to us through our [contact page](/contact). We aim to reply within 24 hours on working days.`,
      ],
    },
  ],
};
