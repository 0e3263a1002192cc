import { msg } from '@lingui/core/macro';
import type { LegalDocument } from './legalDocument';

export const privacyPolicy: LegalDocument = {
  title: msg`Plantry Privacy Policy`,
  effectiveDate: msg`1 January 2024`,
  sections: [
    {
      title: msg`Introduction`,
      blocks: [
        msg`Plantry ("we", "us" or "our") is a community website where people discover, share, rate and save vegan recipes. This Privacy Policy explains what personal information we collect when you use Plantry, why we collect it, how we use and protect it, and the choices and rights you have.`,
        msg`By creating an account or otherwise using Plantry, you acknowledge that you have read this policy. If you do not agree with it, please do not use the service.`,
      ],
    },
    {
      title: msg`Information We Collect`,
      blocks: [
        msg`We collect only the information we need to run Plantry and make it useful to you. It falls into three groups:`,
        [
          msg`Account information: your email address, your first and last name if you choose to give them (both are optional), and any other profile information you add, such as a profile picture.`,
          msg`Content you share: the recipes you publish, the reviews and ratings you write, the images you upload with recipes and reviews, and the comments you leave for other members.`,
          msg`Technical information: your IP address, the type of device and browser you use, how you use the site (such as the pages you visit and the searches you make), and information stored in cookies.`,
        ],
        msg`Recipes, reviews, ratings, images and comments are public once you publish them. Your email address is never shown to other members.`,
      ],
    },
    {
      title: msg`How We Use Your Information`,
      blocks: [
        msg`We use your information to provide and improve Plantry, specifically to:`,
        [
          msg`create and secure your account, keep you signed in and verify your email address;`,
          msg`publish the recipes, reviews and images you share and show your name beside them;`,
          msg`remember your favourite recipes and show you relevant recipes and cuisines;`,
          msg`send you service emails, such as email verification, password resets and replies to your messages;`,
          msg`keep the community safe by detecting spam, abuse and security incidents;`,
          msg`understand how the site is used so that we can fix problems and improve it.`,
        ],
        msg`We do not use your information for any purpose that is incompatible with these uses without asking you first.`,
      ],
    },
    {
      title: msg`How We Share Your Information`,
      blocks: [
        msg`We never sell your personal information, and we do not rent it or trade it for advertising.`,
        msg`We share information only with service providers who help us run Plantry, such as hosting, storage and email delivery providers. They act on our instructions, may use the information only to provide their service to us, and must protect it.`,
        msg`We may also disclose information when the law requires it, to protect the rights, property or safety of Plantry, our members or the public, or as part of a merger or sale of the service, in which case this policy will continue to apply to your information.`,
      ],
    },
    {
      title: msg`Data Security`,
      blocks: [
        msg`We protect your information with technical and organisational measures appropriate to the risk. Passwords are stored only as strong one-way hashes, connections to Plantry are encrypted, and access to personal information is limited to the people and systems that need it.`,
        msg`No method of transmission or storage is completely secure, so we cannot guarantee absolute security. If we learn of a breach that affects your personal information, we will notify you and the relevant authorities as the law requires.`,
      ],
    },
    {
      title: msg`Your Rights`,
      blocks: [
        msg`Depending on where you live, you have some or all of the following rights over your personal information:`,
        [
          msg`Access: ask what personal information we hold about you and how we use it.`,
          msg`Correction and deletion: correct inaccurate information, or ask us to delete your account and the personal information linked to it.`,
          msg`Opt out: stop non-essential emails and object to processing based on our legitimate interests.`,
          msg`Copy: receive a copy of your information in a common, machine-readable format.`,
          msg`Complaint: lodge a complaint with your local data protection authority.`,
        ],
        msg`To use any of these rights, contact us as described in the last section. We will answer within 30 days and may ask you to confirm your identity first.`,
      ],
    },
    {
      title: msg`Cookies`,
      blocks: [
        msg`Plantry uses a small number of cookies. An essential session cookie keeps you signed in and protects your account; the site cannot work without it. We do not use advertising cookies or third-party tracking cookies.`,
        msg`You can block or delete cookies in your browser settings. If you block the session cookie, you will still be able to browse recipes but you will not be able to sign in.`,
      ],
    },
    {
      title: msg`Children's Privacy`,
      blocks: [
        msg`Plantry is not directed to children under 13, and we do not knowingly collect personal information from them. You must be at least 13 years old to create an account.`,
        msg`If you believe a child under 13 has given us personal information, please contact us and we will delete it promptly.`,
      ],
    },
    {
      title: msg`Changes to This Policy`,
      blocks: [
        msg`We may update this Privacy Policy from time to time, for example when we add features or when the law changes. The effective date at the top of this page shows when it was last changed.`,
        msg`If we make significant changes, we will tell you by email or with a notice on the site before they take effect. Your continued use of Plantry after that means you accept the updated policy.`,
      ],
    },
    {
      title: msg`Contact Us`,
      blocks: [
        msg`If you have questions about this Privacy Policy or want to use your rights, email us at [privacy@plantry.app](mailto:privacy@plantry.app) or write to us through our [contact page](/contact). We aim to reply within 24 hours on working days.`,
      ],
    },
  ],
};
