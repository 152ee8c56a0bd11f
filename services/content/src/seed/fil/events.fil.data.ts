import type { EventFil } from './fil-types';

/** Filipino versions of the seeded events, by the English record's key (see fil-types.ts). */
export const EVENTS_FIL: Readonly<Record<string, EventFil>> = {
  'career-talk-life-in-data': {
    title: 'Career Talk: Isang Araw sa Buhay ng Data Analyst',
    description:
      'Makikilala ng mga Kadet ang dalawang data analyst mula sa isang bangko at isang retail company. Ipapakita nila ang isang totoong (anonymised) na analysis, ikukuwento kung paano nila nakuha ang una nilang trabaho, at sasagutin ang mga tanong tungkol sa mga course at skills.',
  },
  'resume-clinic': {
    title: 'Resume Clinic kasama ang mga Lakbay Koach',
    description:
      'Dalhin ang resume mo at makakuha ng one-on-one na feedback mula sa isang Koach sa maliliit na grupo. Limitado ang slots para may oras ang lahat; kapag puno na ang clinic, mapupunta ka sa waitlist at makakakuha ng slot kapag may nag-cancel.',
  },
  'design-portfolio-workshop': {
    title: 'Design Portfolio Workshop (Cebu)',
    description:
      'Isang hands-on na hapon para sa mga nangangarap maging graphic at UX designer: piliin ang pinakamahusay mong gawa, ikuwento ang likod ng bawat piyesa, at umuwi nang may plano para sa portfolio mo. Pinipili ang mga kalahok mula sa mga application para bagay ang grupo sa workshop.',
  },
  'careers-in-community-work': {
    title: 'Kwentuhan: Mga Career sa Community Work',
    description:
      'Ikukuwento ng mga social worker, guro at community organiser kung ano talaga ang trabaho nila, sa venue at online. Samahan kami sa venue sa Quezon City o manood mula sa bahay.',
  },
  'kickoff-virtual-apprenticeship': {
    title: 'Kick-off ng Virtual Apprenticeship',
    description:
      'Ang pambungad na session ng huling Virtual Apprenticeship: paano tumatakbo ang apat na linggo, paano binubuo ang mga grupo, at ano ang hinahanap ng mga partner company sa mga submission.',
  },
  'mock-interview-day': {
    title: 'Mock Interview Day',
    description:
      'Nag-practice ang mga Kadet ng job interview kasama ang mga Koach mula sa mga BPO, tech at consumer-goods company, at nakatanggap sila ng nakasulat na feedback sa kanilang mga sagot.',
  },
};
