import type { ResourceFil } from './fil-types';

/** Filipino versions of the seeded resources, by the English record's key (see fil-types.ts). */
export const RESOURCES_FIL: Readonly<Record<string, ResourceFil>> = {
  'welcome-koaches': {
    title: 'Maligayang pagdating, Koach!',
    body: 'Salamat sa pag-volunteer mo. Ang mga Kadet ay mga estudyante sa senior high at college, at mga bagong graduate na inaalam pa ang mga unang hakbang nila sa career. Hindi mo kailangang alam ang lahat ng sagot: kadalasan, ang tapat mong kuwento kung paano ka nakarating sa kinalalagyan mo ngayon ang pinakamakabuluhang maibabahagi mo.',
  },
  'set-up-profile': {
    title: 'I-set up ang profile mo',
    body: 'Pumipili ang mga Kadet ng Koach batay sa profile. Maglagay ng malinaw na litrato, headline na may role at kumpanya mo, ang mga career category na kabisado mo, at maikling bio na nagtatapos sa kung saan ka makakatulong. Ilista rin ang mga wikang ginagamit mo sa pag-coach.',
  },
  'add-availability': {
    title: 'Idagdag ang availability mo',
    body: 'Makakapag-book lang sa iyo ang mga Kadet kapag may bakante kang oras. Galing sa sarili mong calendar ang availability mo: mga event na may "coaching" o "session" sa subject, at naka-invite ang Lakbay scheduling address.',
  },
  'first-session': {
    title: 'Ang una mong session: isang simpleng plano',
    body: '1. Basahin ang mga sagot ng Kadet sa booking questions mo bago ang call.\n2. Magsimula sa pagtatanong kung ano ang gusto nilang makuha sa session.\n3. Ikuwento ang landas mo, pati ang mga pagliko-liko at detour.\n4. Magkasundo sa isa o dalawang susunod na hakbang na kaya nilang gawin ngayong linggo.\n5. Tapusin sa oras, at ituro sila sa mga resource o sa ibang Koach kapag labas na sa field mo ang tanong.',
  },
  'good-questions': {
    title: 'Pagtatanong nang maayos',
    body: 'Nakakatulong sa pag-iisip ng mga Kadet ang mga open question: "Ano ang pinaka-na-enjoy mo sa huli mong project?", "Ano ang ikinababahala mo tungkol sa course na ito?", "Ano ang susubukan mo kung alam mong hindi ka mabibigo?". Mas makinig kaysa magsalita, at pigilan ang sarili na lutasin ang lahat para sa kanila.',
  },
  'resume-feedback': {
    title: 'Pagbibigay ng feedback sa resume',
    body: 'Tumutok sa tatlong pagbabagong pinakamahalaga: malinaw na summary, mga nagawa o achievement sa halip na listahan ng tungkulin (may numero kung kaya), at malinis na one-page layout para sa mga fresh graduate. Maging mabait at tiyak: mas nakakatulong ang "Ilipat mo sa itaas ang capstone project mo" kaysa "Pagandahin mo pa".',
  },
  'safe-coaching': {
    title: 'Panatilihing ligtas at magalang ang mga session',
    body: 'May mga Kadet na menor de edad. Sa platform at sa meeting link lang ng session makipag-ugnayan, huwag kailanman humingi ng personal na contact details o pera, at panatilihing kumpidensyal ang ibinabahagi ng mga Kadet, ayon sa Data Privacy Act. Kung may sinabi ang isang Kadet na ikinabahala mo, sabihin ito sa Lakbay team.',
  },
};
