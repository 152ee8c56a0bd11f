import type { FaqFil } from './fil-types';

/** Filipino versions of the seeded faqs, by the English record's key (see fil-types.ts). */
export const FAQS_FIL: Readonly<Record<string, FaqFil>> = {
  'what-is-lakbay': {
    topic: 'Pagsisimula',
    question: 'Ano ang Lakbay?',
    answer:
      'Tinutulungan ng Lakbay ang mga kabataang Pilipinong nag-aaral, ang ating mga Kadet, na tuklasin ang iba’t ibang career at makilala ang mga volunteer coach, ang ating mga Koach. Dito, puwede kang mag-browse ng mga career at trabaho, manood ng career talks, sumali sa mga event at virtual apprenticeship, at mag-book ng session sa mga Koach na nagtatrabaho sa mga field na gusto mong malaman pa.',
  },
  'is-it-free': {
    topic: 'Pagsisimula',
    question: 'Kailangan ko bang magbayad para magamit ang Lakbay?',
    answer: 'Hindi. Libre ang Lakbay para sa mga Kadet. Ang mga Koach naman ay nagbibigay ng kanilang oras bilang volunteer.',
  },
  'browse-without-account': {
    topic: 'Pagsisimula',
    question: 'Kailangan ko ba ng account para makapagtingin-tingin lang?',
    answer:
      'Hindi. Kahit sino ay puwedeng mag-browse ng mga career, trabaho, video, event at ng mga FAQ na ito. Kailangan mo lang ng account para mag-book ng session sa isang Koach, mag-register sa mga event, at sumali sa isang virtual apprenticeship.',
  },
  'salary-figures': {
    topic: 'Mga career at trabaho',
    question: 'Saan galing ang mga salary range sa mga career page?',
    answer:
      'Bawat career ay may buwanang range sa piso para sa mga entry-level at sa mga may karanasan na, kasama ang pinagmulan at ang taon ng mga numero. Gabay lang ang mga ito: nag-iiba ang sahod depende sa employer, lungsod at skills. Gamitin mo ang mga ito para ikumpara ang mga career, hindi bilang job offer.',
  },
  'jobs-sample': {
    topic: 'Mga career at trabaho',
    question: 'Paano ako mag-a-apply sa isang trabaho sa Career Database?',
    answer:
      'Buksan ang job at gamitin ang apply link nito: direkta kang mag-a-apply sa employer. Nawawala na sa listahan ang mga trabaho pagkalipas ng deadline nila. Ang mga posting na may markang sample ay halimbawa lang mula sa mga kunwaring kumpanya, kaya hindi ka makakapag-apply sa mga ito.',
  },
  'book-a-koach': {
    topic: 'Mga session kasama ang Koach',
    question: 'Paano ako magbo-book ng session sa isang Koach?',
    answer:
      '1. Pumunta sa Find A Coach at buksan ang profile ng isang Koach na nasa field na gusto mong malaman.\n2. Pumili ng uri ng session, gaya ng career chat o resume review.\n3. Pumili ng petsa at bakanteng oras, sagutin ang mga tanong ng Koach, at i-confirm.\n\nPareho kayong makakatanggap ng Koach mo ng confirmation e-mail na may calendar invite at meeting link.',
  },
  'reschedule-or-cancel': {
    topic: 'Mga session kasama ang Koach',
    question: 'Puwede ko bang i-reschedule o i-cancel ang isang session?',
    answer:
      'Oo. Pumunta sa Aking schedule, buksan ang session at piliin ang I-reschedule o Kanselahin. Pakigawa ito nang maaga hangga’t maaari at magbigay ng maikling dahilan: volunteer ang Koach mo at baka maibigay pa niya ang oras na iyon sa ibang Kadet.',
  },
  'event-registration': {
    topic: 'Mga event',
    question: 'Paano gumagana ang pag-register sa mga event?',
    answer:
      'Buksan ang event sa Ano ang Bago at mag-register.\n\n- Kung may bakante pang upuan, confirmed agad ang slot mo.\n- Kung puno na, mapupunta ka sa waitlist. Kapag may nag-cancel, ang unang tao sa waitlist ang makakakuha ng slot.\n- May mga event na pumipili ng kalahok: "Naghihintay ng approval" ang makikita sa registration mo hanggang aprubahan ito ng mga organizer.\n\nKung hindi ka na makakapunta, i-cancel mo ang registration mo para may ibang makagamit ng slot mo.',
  },
  'virtual-apprenticeship': {
    topic: 'Virtual Apprenticeship',
    question: 'Ano ang Virtual Apprenticeship?',
    answer:
      'Isa itong challenge na mga apat na linggo, na ginagawa kasama ang isang partner company. Mag-isa o kasama ang maliit na grupo, magtatrabaho ka sa isang totoong brief, magpapasa ng deliverable bawat linggo, at makakatanggap ng feedback. Paraan ito para masubukan ang isang career at makabuo ng portfolio mo.',
  },
  'become-a-koach': {
    topic: 'Para sa mga Koach',
    question: 'Paano ako magiging Koach?',
    answer:
      'Sa imbitasyon lang ang pag-sign up bilang Koach: idadagdag ng Lakbay team ang e-mail address mo sa listahan ng mga Koach, saka ka mag-sign up bilang Koach gamit ang address na iyon. Puwede ka nang i-book kapag na-activate na ng team ang profile mo.',
  },
  'add-availability': {
    topic: 'Para sa mga Koach',
    question: 'Paano ko idadagdag ang availability ko?',
    answer:
      'Galing sa sarili mong calendar ang availability mo. Para idagdag ito:\n\n1. Gamitin sa calendar app mo ang parehong e-mail address na gamit mo sa Lakbay.\n2. Gumawa ng event para sa oras na puwede kang mag-coach, at i-invite ang Lakbay scheduling address sa event.\n3. Ilagay ang salitang "coaching" o "session" sa subject ng event, halimbawa "Coaching hours" o "Kadet session".\n\nLumalabas din ang mga recurring event: kapag lingguhan ang event, may mga oras na mabo-book ng mga Kadet bawat linggo.',
  },
  'data-privacy': {
    topic: 'Privacy at account',
    question: 'Paano ginagamit ng Lakbay ang personal data ko?',
    answer:
      'Ginagamit namin ang data mo para patakbuhin ang platform: ang profile mo, ang mga booking, registration at application mo. Pinoproseso namin ito ayon sa Data Privacy Act of 2012 (RA 10173), at nagbibigay ka ng pahintulot kapag nag-sign up ka. Basahin ang privacy policy para sa mga detalye at kung paano kami hilingang itama o burahin ang data mo.',
  },
  'forgot-password': {
    topic: 'Privacy at account',
    question: 'Nakalimutan ko ang password ko. Ano ang gagawin ko?',
    answer:
      'Sa log-in screen, piliin ang "Nakalimutan ang password?" at ilagay ang e-mail address mo. Magpapadala kami ng link na gumagana sa loob ng isang oras; gamitin ito para pumili ng bagong password.',
  },
};
