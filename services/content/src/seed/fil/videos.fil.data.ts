import type { VideoFil } from './fil-types';

/** Filipino versions of the seeded videos, by the English record's key (see fil-types.ts). */
export const VIDEOS_FIL: Readonly<Record<string, VideoFil>> = {
  'jobs-stanford-2005': {
    description:
      'Tatlong kuwento tungkol sa pagdudugtong ng mga tuldok, pag-ibig at pagkawala, at kamatayan, na ikinuwento sa isang graduating class: kung bakit mahalagang mahalin mo ang trabaho mo kapag pumipili ka ng landas.',
  },
  'sinek-golden-circle': {
    description:
      'Ang "golden circle": hindi binibili ng mga tao kung ano ang ginagawa mo, binibili nila kung bakit mo ito ginagawa. Isang classic para sa sinumang bumubuo ng brand, campaign o team.',
  },
  'cuddy-body-language': {
    description:
      'Kung paano naaapektuhan ng tindig at presensya ang tingin sa atin ng iba, at ang tingin natin sa sarili, bago ang isang interview, pitch o sales call.',
  },
  'duckworth-grit': {
    description:
      'Isang gurong naging researcher, tungkol sa kung bakit mas mahusay na palatandaan ng tagumpay ang pagtitiyaga sa pangmatagalang layunin kaysa sa talento lang.',
  },
  'treasure-speak': {
    description:
      'Ang mga ugaling nagpapatigil sa pakikinig ng mga tao, at ang mga paraan ng paggamit ng boses na nagpapalapit sa kanila: magagamit sa presentation, interview at client call.',
  },
  'urban-procrastinator': {
    description: 'Isang nakakatawa at tapat na pagtingin sa mga deadline at sa mga gawaing walang deadline, gaya ng pagpaplano ng career.',
  },
  'pink-motivation': {
    description:
      'Autonomy, mastery at purpose: ano ang sinasabi ng research tungkol sa nagpapaganyak sa mga tao sa trabaho, at ano ang ibig sabihin nito para sa mga manager.',
  },
  'dweck-growth-mindset': {
    description:
      'Ang "not yet" mindset: paano binabago ng paniniwalang lumalago ang kakayahan sa pagsisikap ang paraan ng pag-aaral ng mga estudyante.',
  },
  'achor-happy-secret': {
    description:
      'Kung bakit mas mahusay gumana ang positibong utak kaysa sa stressed, at maliliit na araw-araw na gawi na nakakatulong sa trabaho.',
  },
  'rosling-best-stats': {
    description:
      'Mga animated chart ng kalusugan at yaman ng iba’t ibang bansa: ang talk na nagpakita sa isang henerasyon kung paano makapagkukuwento ang data.',
  },
  'cain-introverts': {
    description:
      'Ginagantimpalaan ng mga school at workplace ang mga extrovert; narito ang naiaambag ng mga mas tahimik, at kung paano magtrabaho ayon sa sarili mong ugali.',
  },
  'wapnick-true-calling': {
    description:
      'Para sa sinumang tinanong ng "ano ang gusto mong maging?" at higit sa isa ang sagot: ang mga kalakasan ng mga taong marami ang interes.',
  },
  'smith-great-career': {
    description: 'Isang prangka at nakakatawang hamon sa mga dahilang ginagawa natin para hindi ituloy ang trabahong talagang gusto natin.',
  },
  'grant-original-thinkers': {
    description:
      'Paano nakakaisip, at naipaglalaban, ng mga bagong ideya ang mga malikhaing tao: medyo nagpapaliban, at ang ideya ang pinagdududahan, hindi ang sarili.',
  },
  'mcgonigal-stress': {
    description:
      'Baka masama lang sa iyo ang stress kung naniniwala kang masama ito: isang bagong paraan ng pagharap sa pressure sa trabaho at sa school.',
  },
  'cutts-30-days': {
    description: 'Isang tatlong-minutong paalala na bumuo ng bagong skill sa maliliit na hakbang araw-araw, gaya ng pag-aaral mag-code.',
  },
  'st-john-8-secrets': {
    description:
      'Walong salita mula sa daan-daang interview sa mga matagumpay na tao: passion, work, good, focus, push, serve, ideas, persist.',
  },
  'gilbert-creative-genius': {
    description:
      'Isang manunulat tungkol sa pressure ng malikhaing trabaho at sa mas mabait na paraan ng pag-iisip tungkol sa inspirasyon: para sa mga designer, artist at storyteller.',
  },
  'brown-vulnerability': {
    description:
      'Isang researcher ng ugnayan ng mga tao, tungkol sa tapang at pakiramdam na kabilang ka: makakatulong sa sinumang ang trabaho ay kasama ang mga tao.',
  },
  'robinson-creativity': {
    description: 'Isang matalino at nakakatuwang pagtatanggol sa edukasyong nagpapalago ng pagkamalikhain sa halip na pinapatay ito.',
  },
};
