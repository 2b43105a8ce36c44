import { PRIVACY_POLICY_EDITION } from "@mandala/contract/privacy-policy";
import type { LegalText } from "./types.ts";

export const pndpolicyEn: LegalText = {
  title: "Personal Data Processing Policy",
  updated: PRIVACY_POLICY_EDITION.date.en,
  intro:
    "We take good care of everything you entrust to us — whether it is your e-mail address or the words of your wish. This policy explains in plain language what personal data the Wish Mandala service processes, why we do it, to whom and to what extent we pass it on, and how you can manage your data. The policy is drawn up in accordance with Federal Law No. 152-FZ of 27 July 2006 “On Personal Data” (hereinafter Law No. 152-FZ).",
  sections: [
    {
      heading: "1. General provisions",
      paragraphs: [
        "This policy sets out how and on what terms the personal data of users of the Wish Mandala web service (hereinafter the Service) is processed: the website, the mandala builder, the demo calculator, the blog and the learning sets section.",
        "The personal data operator is {seller} (hereinafter the Operator, “we”). The Operator’s details and contact address are given in section 11.",
        "Terms in this policy have the meaning given to them in Law No. 152-FZ. Personal data is any information relating directly or indirectly to an identified or identifiable individual. Processing is any action performed on such data: collection, recording, systematisation, accumulation, storage, clarification, retrieval, use, transfer, depersonalisation, blocking, deletion and destruction.",
        "The policy applies to all personal data the Operator receives through the Service. You give your consent to the processing of personal data apart from any other action: by ticking “I consent to the processing of my personal data…” in the registration form and in every subscription or purchase form. Without the tick the form is not sent. We keep a record of each consent: who gave it (the account and/or the e-mail address), when, for what purpose (registration or a purchase) and to which edition of this policy; the edition’s date is given at the top of the document.",
        "The Service is intended for adults. If you are under 18, please use the Service with the consent of your parents or other legal guardians.",
      ],
    },
    {
      heading: "2. What data we process",
      paragraphs: [
        "Account data: your e-mail address, username (login) and password. The password is stored only as a cryptographic hash — not even we can read it.",
        "Profile data you choose to provide: first and last name, avatar, an “About me” text, location and personal website address. These fields are optional; you can change or clear them in your profile at any time.",
        "VK ID sign-in data: if you choose to sign in with VK ID, we receive your VK account identifier, first name, last name and e-mail address — to the extent you have allowed in the VK ID window. Your VK password is never passed to us.",
        "Subscription and purchase data: the chosen plan, the status and validity of your subscription, the trial period, the remaining number of mandala drawings, the learning sets you have bought, and the payment information reported by the payment provider — amount, date, status, purpose and transaction identifier. You enter your bank card details on the secure page of the YooKassa payment service: we never see, receive or store them.",
        "The e-mail address of a learning set buyer. An e-mail address is all you need to buy a set: we send the download link to it, and the payment service sends the electronic receipt.",
        "Content you create: the intention phrases you type into the builder and calculator, mandala settings and images, and your comments and likes in the blog. Intention phrases are used only to calculate the matrix and draw the image; we do not publish them or pass them to third parties. Please do not include health information, other people’s data or other sensitive information in your intentions.",
        "Technical data: IP address, browser and device type and version, date and time of requests, addresses of the pages opened and error reports. This data is recorded automatically in the server logs.",
        "We do not process special categories of personal data (concerning racial or ethnic origin, political opinions, religious or philosophical beliefs, health or intimate life) or biometric personal data.",
      ],
    },
    {
      heading: "3. Purposes of processing",
      paragraphs: [
        "We process personal data only for specific purposes defined in advance, and only to the extent necessary for them.",
        "Registration and sign-in to the Service, including via VK ID, and maintaining your account and profile.",
        "Access to the mandala builder: keeping track of your plan, trial period and remaining drawings, and creating, printing and downloading mandalas.",
        "Concluding and performing the contract under the public offer: accepting payment for subscriptions and learning sets, sending download links and receipts, and handling enquiries and refund requests.",
        "Running the blog: publishing comments after moderation, counting likes, and showing the username and avatar next to a comment.",
        "Keeping in touch: replying to your enquiries and sending service notices about your account, subscription, payments and changes to our documents. We send newsletters and promotional messages only with your separate consent.",
        "Security: protection against automated sign-ups and password guessing, including with Google reCAPTCHA or Yandex SmartCaptcha (whichever the Operator chose) when that check is enabled, prevention of abuse, and finding and fixing errors.",
        "Fulfilling obligations imposed on us by the legislation of the Russian Federation, including accounting, tax records and the use of cash register equipment.",
      ],
    },
    {
      heading: "4. Legal grounds for processing",
      paragraphs: [
        "We process personal data on the grounds set out in Part 1 of Article 6 of Law No. 152-FZ.",
        "Performance of a contract to which you are a party, and steps taken at your request before entering into it (Art. 6(1)(5)). On this ground we maintain your account, provide access under your subscription, accept payments and deliver the sets you buy.",
        "Your consent (Art. 6(1)(1)): for optional profile data, VK ID sign-in, publishing comments, newsletters and the use of cookies that are not strictly necessary. You give consent freely, of your own will and in your own interest, by taking the relevant actions in the Service, and you may withdraw it at any time (section 10).",
        "Compliance with obligations imposed on the Operator by law (Art. 6(1)(2)) — in particular, the requirements of the Tax Code of the Russian Federation, Federal Law No. 402-FZ of 6 December 2011 “On Accounting” and Federal Law No. 54-FZ of 22 May 2003 “On the Use of Cash Register Equipment”.",
        "The Operator’s legitimate interests (Art. 6(1)(7)) — keeping the Service secure and working, provided that your rights and freedoms are not infringed. Technical server logs are kept on this ground.",
      ],
    },
    {
      heading: "5. Cookies and browser local storage",
      paragraphs: [
        "To keep you signed in as you move between pages, we use your browser’s local storage (localStorage). After you sign in, it holds basic profile data (your identifier and username) and information about your plan; it holds no sign-in tokens. This data stays on your device and is removed when you click “Log out”.",
        "Local storage may also hold a service counter of how many times the VK community subscription widget has been shown, so that it does not appear too often.",
        "The site sets three cookies of its own. “mandala_refresh” holds the session refresh token that keeps you signed in after you sign in: the page’s scripts cannot read it (HttpOnly), it is sent only to our site and only to renew the session or sign out, it is set when you sign in, lasts 30 days from the last renewal and is removed when you click “Log out”. “lang” holds the interface language you chose (ru or en), so that pages open in it; the site sets it when you switch the language, and it lasts 1 year. “mandala_device_<account number>” marks a browser in which you have signed in to that account before, so that the protection against password guessing does not hold you up when you sign in from it. It holds a random identifier, an expiry date and the server’s signature, cannot be read by the page’s scripts (HttpOnly), is set when you sign in and lasts 180 days from the last sign-in. All three cookies are strictly necessary for the Service and are not used for advertising or analytics.",
        "Third-party services embedded in our pages may set their own cookies: the VK ID widget for sign-in and protection against request forgery, Google reCAPTCHA or Yandex SmartCaptcha to tell a person from a program, and the embedded video player for video playback. Such cookies are handled under the rules of the respective companies.",
        "You can clear local storage and cookies or block them in your browser settings. Please note that without local storage you cannot sign in to your profile or use the builder.",
      ],
    },
    {
      heading: "6. Sharing data with third parties",
      paragraphs: [
        "We do not sell personal data or pass it to third parties for their own purposes. Data is shared only with partners without whom the Service cannot work, and only to the extent a specific task requires.",
        "YooKassa (NBCO YooMoney LLC) accepts payments for subscriptions and learning sets and issues and sends receipts. The payment service receives the amount and purpose of the payment and the e-mail address for the receipt; you enter your card details directly on its side.",
        "VK ID (VK LLC) lets you sign in to the Service with your VK account. Data is exchanged only if you choose this sign-in method yourself. VK LLC also processes the data under its own privacy policy.",
        "An e-mail delivery service sends messages with download links, service notices and replies to your enquiries. It receives the recipient’s address and the text of the message.",
        "Google reCAPTCHA (Google LLC, USA): when the Operator has chosen and enabled this check on the sign-in and registration pages, passing it gives Google the visitor’s IP address and browser and device data (browser type and version, language, screen size, Google cookies) as well as data about actions on the page; when checking the answer, our server also sends Google the visitor’s IP address. This is a cross-border transfer of data; it is carried out in compliance with Article 12 of Law No. 152-FZ, and Google processes the data under its own privacy policy.",
        "Yandex SmartCaptcha (Yandex.Cloud LLC, Russia): when the Operator has chosen it instead of Google reCAPTCHA, passing the check on the sign-in and registration pages gives the service the visitor’s IP address, browser and device data and data about actions on the page, and our server sends it the visitor’s IP address when checking the answer. The data is processed in the Russian Federation under Yandex Cloud’s rules.",
        "The hosting provider whose servers run the Service ensures that the data is stored in the Russian Federation.",
        "Anyone who processes data on our behalf is bound to keep it confidential and to follow the principles and rules of processing set out in Law No. 152-FZ (Art. 6(3)). Data is provided to public authorities only in the cases and in the manner expressly established by law.",
      ],
    },
    {
      heading: "7. Where and for how long data is kept",
      paragraphs: [
        "The recording, systematisation, accumulation, storage, clarification and retrieval of personal data of citizens of the Russian Federation are carried out using databases located in the Russian Federation (Art. 18(5) of Law No. 152-FZ).",
        "We keep data no longer than the purposes of processing require. Account and profile data, intention phrases, mandala images, comments and likes are kept for as long as the account exists; after the account is deleted they are destroyed within 30 days.",
        "You can delete the account yourself in the profile, under “Delete account”: after entering the password or, for an account without one, through a link we send to its address. Before the deletion we show what will be lost: a paid plan period with its days and drawings left, the links to the sets you bought, your saved mandalas. At once after the deletion: the account can no longer be signed in to, every device’s session ends, the username and the e-mail address become free, the public links to your mandalas stop opening, the links to the sets you bought stop working, your blog comments are removed (not anonymised), the renewal is cancelled and the saved payment method removed — we erase its identifier and never charge it again (YooKassa’s API has no separate call to delete a saved method). The profile, the avatar, the mandalas with their colourings, the subscription, the remaining drawings and the sign-in history are destroyed automatically within 30 days at the latest, usually within the hour. Records of payments and refunds (date, amount, what was paid for, the payment’s number at the payment service) are kept for five years under accounting and tax legislation — with no link to the account, no name and no e-mail address. The records of the consents you gave to the processing of personal data stay the same way, with nothing linking them to you: date, purpose and policy edition. Fiscal receipts are kept by the fiscal data operator. We tell you by e-mail to the account’s address what was deleted and what is kept.",
        "In your profile you can download an archive of all your data (profile, mandalas with their pictures, colourings, share links, comments, likes, payments and the consents you gave to the processing of personal data — a ZIP file with data.json and the pictures): its link appears in the profile and is e-mailed to the account’s address, works for 7 days, after which the archive is deleted; at most 3 archives can be requested a day.",
        "Payment information and primary accounting documents are kept for the periods set by accounting and tax legislation — as a rule, five years.",
        "The e-mail address of a learning set buyer is kept so that we can resend the link and handle enquiries if needed — for no more than three years from the purchase, unless you ask us to delete it sooner.",
        "Technical server logs are kept for no more than six months.",
        "Once the purposes of processing are achieved, the retention periods expire or consent is withdrawn, the data is destroyed or depersonalised, unless the law requires us to keep it longer.",
      ],
    },
    {
      heading: "8. How we protect data",
      paragraphs: [
        "We take the legal, organisational and technical measures provided for by Articles 18.1 and 19 of Law No. 152-FZ to protect data against unlawful or accidental access, destruction, alteration, blocking, copying, provision and dissemination.",
        "The connection to the Service is protected by HTTPS. Passwords are stored only as strong cryptographic hashes. Access to your profile and the builder is granted by tokens with a limited lifetime, which are removed from your device when you log out.",
        "Only those employees and contractors who need personal data for their work have access to it, and only to the extent necessary. We regularly update our software, keep access logs, make backups and test that they can be restored.",
        "The sign-in and registration forms are protected against automated password guessing and mass sign-ups. If an incident affecting your data occurs, we will notify Roskomnadzor in the manner and within the time limits set by law, and inform you where this is needed to protect your interests.",
        "For your part, please use a strong password, never share it with anyone, and log out of your account on other people’s devices.",
      ],
    },
    {
      heading: "9. Your rights",
      paragraphs: [
        "You have the right to receive information about the processing of your personal data: confirmation that it is processed, the legal grounds and purposes of processing, the list of data and its source, the processing and retention periods, information about the parties to whom the data is transferred, and other information provided for by Part 7 of Article 14 of Law No. 152-FZ.",
        "You have the right to demand that your data be corrected if it is incomplete, inaccurate or out of date, and that it be blocked or destroyed if it was obtained unlawfully or is not needed for the stated purpose. You can change most of your profile data yourself in your profile.",
        "You have the right to withdraw your consent to processing, to unsubscribe from newsletters and to demand that your account be deleted. You can also delete it yourself in the profile (section 7), and download all your data from there.",
        "So that we can be sure the request really comes from you, please write from the address given in your account or at purchase, or provide details that allow us to identify you: your username, e-mail address, and the date and subject of your purchase.",
        "We respond to requests within 10 working days of receipt. This period may be extended by no more than 5 working days, in which case we will tell you the reason in advance.",
        "If you believe we are infringing your rights, you may appeal against our actions to Roskomnadzor (the Federal Service for Supervision of Communications, Information Technology and Mass Media) or to a court. We would be grateful if you wrote to us first: we resolve most questions quickly.",
      ],
    },
    {
      heading: "10. How to withdraw consent",
      paragraphs: [
        "To withdraw your consent to the processing of personal data, write to {support} from the address given in your account or at purchase, with “Withdrawal of consent” in the subject line. It is enough to state the username or e-mail address to which the withdrawal relates.",
        "You can also unsubscribe from newsletters using the link in any such message. You can also revoke the Service’s access to your VK ID data in your VK account settings.",
        "We will stop processing and destroy the data within 30 days of receiving the withdrawal (Art. 21(5) of Law No. 152-FZ), unless otherwise provided by law or contract. Data that we are required by law to keep — payment information, for example — is retained until the end of the prescribed period and used for that purpose only.",
        "Please note that without your e-mail address and account data we cannot give you access to the builder, keep track of your subscription or send the sets you have bought. Withdrawing consent does not affect the lawfulness of processing carried out before it.",
      ],
    },
    {
      heading: "11. Contacts and changes to this policy",
      paragraphs: [
        "The Operator’s details:",
        "{details}",
        "For any questions about the processing of personal data, please write to {support}.",
        "We may update this policy — for example, when we add new features or the law changes. A new version takes effect when it is published on this page, unless it states otherwise; the date of the last update is shown at the top of the document. We will notify registered users of significant changes in advance by e-mail or by a notice in the Service.",
      ],
    },
  ],
};
