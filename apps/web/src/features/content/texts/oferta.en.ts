import type { LegalText } from "./types.ts";

export const ofertaEn: LegalText = {
  title: "Public Offer",
  updated: "November 28, 2026",
  intro:
    "This document is the Seller’s official proposal to enter into a contract for subscription access to the Wish Mandala service and for the sale of learning sets in electronic form. The Seller is {seller}; the Seller’s details are given in section 14. Please read this offer carefully before paying: by paying for an order, you accept all the terms of this offer in full and without reservation.",
  sections: [
    {
      heading: "1. General provisions and definitions",
      paragraphs: [
        "1.1. In accordance with Clause 2 of Article 437 of the Civil Code of the Russian Federation, this document is a public offer and contains all the essential terms of the contract that {seller} (hereinafter the Seller) concludes with any individual who accepts it (hereinafter the Buyer).",
        "1.2. The Service is the Wish Mandala web application on the Seller’s website, which calculates a numeric matrix from an intention phrase and draws a mandala image in the “light grid” technique.",
        "1.3. A Subscription is the right to use the mandala builder and other features of the Service to the extent of the chosen plan during the paid period. A Plan is the set of features and limits of a Subscription: Basic, Advanced or Premium.",
        "1.4. The Trial Period is free access to the Service for 3 (three) days, granted without entering any bank card details.",
        "1.5. A Drawing is the creation in the builder of a final mandala image without a watermark. A watermarked preview is not a Drawing.",
        "1.6. A Learning Set is a digital learning material in PDF format in Russian, delivered to the Buyer via a download link.",
        "1.7. The Personal Account is the section of the Service available to a registered Buyer, showing Subscription details, the remaining Drawings and the Learning Sets purchased.",
      ],
    },
    {
      heading: "2. Subject of the contract",
      paragraphs: [
        "2.1. The Seller undertakes to give the Buyer access to the Service on the terms of the chosen Plan and/or to deliver the chosen Learning Sets to the Buyer, and the Buyer undertakes to pay for them in the manner and on the terms of this offer.",
        "2.2. Up-to-date descriptions of the Plans, their features, Drawing limits and prices, as well as descriptions and prices of the Learning Sets, are published on the plans and sets pages of the Service website and form an integral part of this offer.",
        "2.3. The Service is intended for creativity, self-development and art-therapy practice and is not medical or psychological care (section 11).",
      ],
    },
    {
      heading: "3. Acceptance of the offer and conclusion of the contract",
      paragraphs: [
        "3.1. Payment for a Subscription or a Learning Set constitutes acceptance of this offer (Clause 3 of Article 438 of the Civil Code of the Russian Federation). From the moment payment is received, the contract is deemed concluded on the terms of the version of the offer in force at the time of payment and does not need to be signed on paper.",
        "3.2. By starting a Trial Period, the Buyer accepts the terms of this offer insofar as they concern the Trial Period; no payment is required.",
        "3.3. By accepting this offer, the Buyer confirms that they are entitled to enter into such a contract on their own or are acting with the consent of their legal guardians, and that they have read and agree to this offer and the Personal Data Processing Policy.",
        "3.4. A Subscription requires registration in the Service. A Learning Set can be bought without registering — an e-mail address is all that is needed.",
      ],
    },
    {
      heading: "4. Subscription, plans and trial period",
      paragraphs: [
        "4.1. Plans are one-time or renewing. A one-time plan is paid for once and runs for the number of days stated in its description; it does not renew, and nothing is charged when it ends. A renewing plan runs for the number of days stated in its description (30 days, not a calendar month) from the confirmation of payment and renews automatically for as many days: at the end of each paid period the price of the next one is charged to the bank card saved with the Buyer’s consent at the first payment.",
        "4.2. Whether a plan is one-time or renewing, its price, term, Drawing limit, features and renewal terms are shown on the plans page and, before payment, on the payment page. This information forms part of the offer.",
        "4.3. Every plan includes a limit of Drawings for the paid period. The remaining number is shown in the Personal Account and in the builder. Before each Drawing the Service asks you to confirm that it will be deducted; a watermarked preview does not use up the limit. At the start of each paid period the limit is set anew; unused Drawings are carried over to the next period only if the plan description says so.",
        "4.4. The renewal of a plan can be turned off at any time in the Personal Account: the plan then runs until the end of the paid period and does not renew. No other automatic charges are made.",
        "4.5. How buying a plan affects a current plan or Trial Period (switching to another plan, buying a one-time plan again) is stated on the payment page before payment.",
        "4.6. The Trial Period lasts 3 (three) days, is granted once per user and does not require bank card details. Its terms, including the Drawing limit, are shown on the website. When the Trial Period ends, access to the builder is suspended until a Subscription is paid for; no money is charged automatically.",
      ],
    },
    {
      heading: "5. Learning sets",
      paragraphs: [
        "5.1. A Learning Set is a file or a collection of files in PDF format in Russian. The description, contents and price of each set are shown on its page on the website.",
        "5.2. To buy a set, the Buyer only needs to enter an e-mail address and pay for the order; no registration is required. The Buyer is responsible for the accuracy of the address given.",
        "5.3. Once payment is confirmed, the Seller sends an e-mail with a download link to the address given. If the purchase was made while signed in, the set also appears among the purchased sets in the Personal Account.",
        "5.4. Some plans include Learning Sets; they are listed in the plan description.",
        "5.5. An individual set is made under a separate arrangement agreed in the support chat; its price and delivery time are agreed before payment.",
      ],
    },
    {
      heading: "6. Prices and payment",
      paragraphs: [
        "6.1. Prices are shown on the website in Russian roubles. The price in effect at the time the order is placed applies. A former price and discount, where shown, are for information only.",
        "6.2. Payment is made on a 100% prepayment basis through the YooKassa payment service, using the methods available on the payment page. How payment, the delivery of a Subscription and of Learning Sets, and refunds work is summed up on the [payment, delivery and refunds](/oplata-i-vozvrat) page.",
        "6.3. Bank card details are entered on the secure page of the payment service and are not passed to the Seller. The Buyer’s obligation to pay is deemed fulfilled when the Seller receives confirmation of the payment from the payment service.",
        "6.4. An electronic receipt is sent to the Buyer’s e-mail address in accordance with Federal Law No. 54-FZ of 22 May 2003 “On the Use of Cash Register Equipment”.",
        "6.5. The Seller may change prices. Price changes do not affect periods and orders that have already been paid for.",
      ],
    },
    {
      heading: "7. Access and delivery of digital content",
      paragraphs: [
        "7.1. Subscription access opens automatically as soon as payment is confirmed. In rare cases, for example if the payment service is slow to confirm, this may take up to 24 hours.",
        "7.2. The e-mail with the link to a Learning Set usually arrives within a few minutes of payment and is sent no later than 24 hours afterwards. If it has not arrived, check your spam folder and write to {support} — we will send the link again.",
        "7.3. The Seller’s obligation to deliver a Learning Set is deemed fulfilled when the download link is sent to the address given by the Buyer.",
        "7.4. To use the Service you need a device with a modern browser and internet access, and to use the sets you need a PDF viewer. The Buyer is responsible for providing these.",
      ],
    },
    {
      heading: "8. Rights and obligations of the parties",
      paragraphs: [
        "8.1. The Seller undertakes to provide access to the Service to the extent of the paid plan, to deliver the Learning Sets paid for, to respond to the Buyer’s enquiries, as a rule within 3 working days, and to process the Buyer’s personal data in accordance with the Personal Data Processing Policy.",
        "8.2. The Seller may carry out maintenance, giving advance notice where possible, and may develop the Service — adding, changing and improving features — without materially worsening the terms of the plan during the paid period.",
        "8.3. The Seller may suspend the access of a Buyer who breaches the terms of this offer: who shares access to their account with others, uses automated tools to send mass requests, tries to circumvent plan limits or to disrupt the Service.",
        "8.4. The Buyer undertakes to provide accurate information, keep their password secret, not transfer their account to others, and use the Service and materials in accordance with this offer and the legislation of the Russian Federation.",
        "8.5. The Buyer may receive information about the Service, plans and sets, contact support, and withdraw from the contract as set out in section 10.",
      ],
    },
    {
      heading: "9. Intellectual property",
      paragraphs: [
        "9.1. The Service, its program code, calculation methods, design and texts, as well as the Learning Sets, are the Seller’s intellectual property or are used by the Seller on lawful grounds.",
        "9.2. The Buyer receives a simple (non-exclusive) licence to use the purchased Learning Sets for personal, non-commercial purposes: to download, view and print them and to do the exercises. The licence is valid worldwide for the term of the exclusive right, and its fee is included in the price of the set. Reselling the sets, publishing them openly or otherwise passing them on to others is prohibited.",
        "9.3. The Buyer may freely use mandala images created in the Service from their own intentions for personal purposes: print and colour them, give them as gifts, share them on social media. Commercial use of the images and of the set materials, such as selling them or running paid classes, is possible only with the Seller’s written consent.",
      ],
    },
    {
      heading: "10. Withdrawal from the contract and refunds",
      paragraphs: [
        "10.1. Refunds are made in accordance with Russian Federation Law No. 2300-1 of 7 February 1992 “On Consumer Rights Protection” and the Civil Code of the Russian Federation, taking into account the digital nature of the Service and the Learning Sets.",
        "10.2. Subscription. The Buyer may cancel a Subscription at any time (Article 32 of the Law “On Consumer Rights Protection”). In that case the Seller refunds the payment less the cost of the services actually provided. That cost is calculated in proportion to the part of the paid period that has elapsed before cancellation or to the share of Drawings used, whichever is greater.",
        "10.3. Learning Sets. Until the download link is sent, the Buyer may cancel the purchase and receive a full refund. Once the link is sent, the set is deemed delivered, and payment for a set of proper quality is refunded only in the cases provided for by the legislation of the Russian Federation.",
        "10.4. If a set file is damaged, does not open or does not match its description on the website, or the link does not work, the Seller will, at the Buyer’s choice, provide a working file free of charge or refund the full price of the set. If the Service was unavailable through the Seller’s fault for more than 24 consecutive hours, the Seller will, at the Buyer’s choice, extend the Subscription by the corresponding time or refund a proportionate part of the payment.",
        "10.5. To request a refund, write to {support} from the address used for the purchase, stating the date, amount and subject of the purchase and the reason for your request. The Seller considers the request and refunds the money within 10 days of receiving it, by the same method that was used for payment. The time it takes for the money to reach your account depends on your bank.",
      ],
    },
    {
      heading: "11. Nature of the service and no guarantee of results",
      paragraphs: [
        "11.1. Wish Mandala is a tool for creativity, self-development and art-therapy practice. Creating and colouring mandalas and meditating with them help you focus, relax and become more aware of your intentions.",
        "11.2. The Service, the Learning Sets and the consultations on formulating intentions are not medical, psychotherapeutic or psychological care, do not replace a consultation with a doctor or psychologist, and are not intended to diagnose, treat or prevent any disease or condition. If you are going through serious emotional difficulties, please consult a specialist.",
        "11.3. The Seller does not promise or guarantee that wishes will come true, that life circumstances will change, or any financial, personal or other outcome. The numeric calculations and images are a creative interpretation of a phrase, not a prediction of the future.",
      ],
    },
    {
      heading: "12. Liability",
      paragraphs: [
        "12.1. The parties are liable for non-performance or improper performance of their obligations in accordance with the legislation of the Russian Federation.",
        "12.2. The Seller makes reasonable efforts to keep the Service running without interruption but is not liable for interruptions caused by failures on the side of internet providers, the payment service, VK ID or other third parties, or by the Buyer’s own actions, such as entering a wrong e-mail address or sharing their password with others.",
        "12.3. The Seller’s liability under the contract is limited to the amount paid by the Buyer for the relevant Subscription or Learning Set, except where such a limitation is not permitted by law.",
        "12.4. The parties are released from liability for non-performance caused by force majeure (Article 401 of the Civil Code of the Russian Federation).",
      ],
    },
    {
      heading: "13. Dispute resolution",
      paragraphs: [
        "13.1. The parties seek to resolve all issues through negotiation. A claim may be sent to {support}; the Seller responds to it within 10 days of receipt.",
        "13.2. If a dispute cannot be settled, it is heard in court in accordance with the legislation of the Russian Federation. A Buyer who is a consumer may bring a claim in the court at their place of residence or stay, at the place where the contract was concluded or performed, or at the Seller’s location (Article 17 of the Law “On Consumer Rights Protection”).",
        "13.3. The relations of the parties are governed by the law of the Russian Federation.",
      ],
    },
    {
      heading: "14. Term of the offer and Seller details",
      paragraphs: [
        "14.1. This offer takes effect when it is published on the website and remains in force until withdrawn. The Seller may amend the offer; a new version applies to contracts concluded after its publication. Periods and orders already paid for are governed by the version in force at the time of payment.",
        "14.2. The Seller’s details:",
        "{details}",
      ],
    },
  ],
};
