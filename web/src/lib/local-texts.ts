/**
 * LOCAL TEXTS, TO MOVE INTO shared/messages.ts.
 *
 * French texts the web app shows that the shared catalogue does not hold yet (the spec does not name
 * them). They are kept here, in one place, until the catalogue's owner adds them; then this file
 * goes and its users import `messages` instead.
 */
export const localTexts = {
  app: {
    skipToContent: 'Aller au contenu',
    loading: 'Chargement…',
    mainNav: 'Navigation principale',
    spacesMenu: 'Espaces',
    footerNav: 'Informations légales',
    copyright: (year: number, org: string) => `© ${year} ${org}`,
    footerTagline: 'Le portail photo de nos séjours de vacances.',
    errorTitle: 'Un problème est survenu',
    errorText: "La page n'a pas pu être chargée. Vérifiez votre connexion puis réessayez.",
    retry: 'Réessayer',
  },
  home: {
    kicker: 'Portail photos des séjours',
    heroText:
      'Les souvenirs des colonies de vacances de vos enfants, partagés en toute sécurité par nos équipes.',
    welcomeTitle: 'Bienvenue sur le portail photo',
    welcomeText:
      'Ce portail permet aux parents de retrouver et de télécharger les photos des séjours de vacances de leurs enfants. Pendant chaque séjour, nos équipes y déposent les plus beaux moments de la colonie.',
    steps: [
      {
        title: 'Trouvez le séjour',
        text: 'Recherchez le séjour de votre enfant par son nom ou par ses dates dans la liste des séjours.',
      },
      {
        title: 'Connectez-vous',
        text: "Saisissez le mot de passe famille du séjour, communiqué par l'organisateur.",
      },
      {
        title: 'Téléchargez vos photos',
        text: 'Parcourez les photos validées, agrandissez-les et téléchargez celles que vous aimez.',
      },
    ],
    privacyNote:
      "Seules les familles du séjour y ont accès, et chaque photo est vérifiée par l'organisateur avant d'être publiée.",
  },
  notFound: {
    text: "L'adresse demandée n'existe pas ou a été déplacée.",
  },
  stages: {
    intro: 'Retrouvez le séjour de votre enfant, puis connectez-vous pour voir ses photos.',
    searchHint: 'Nom du séjour ou date (jj/mm/aaaa)',
    dates: (start: string, end: string) => `Du ${start} au ${end}`,
    pagination: 'Pagination des séjours',
    results: (count: number) => (count > 1 ? `${count} séjours` : `${count} séjour`),
    empty: "Aucun séjour n'est publié pour le moment.",
  },
  login: {
    intro: "Saisissez le mot de passe du séjour communiqué par l'organisateur.",
    chooseStay: 'Choisir un séjour',
    stayDates: (start: string, end: string) => `du ${start} au ${end}`,
    policyLead: 'Comment les photos sont-elles protégées ?',
  },
  stageDetails: {
    dates: (start: string, end: string) => `Séjour du ${start} au ${end}`,
    count: (count: number) => (count > 1 ? `${count} photos` : `${count} photo`),
    selectedCount: (count: number) =>
      count > 1 ? `${count} photos sélectionnées` : `${count} photo sélectionnée`,
    photoAlt: (index: number, total: number) => `Photo ${index} sur ${total}`,
    open: (index: number) => `Agrandir la photo ${index}`,
    someFailed: (failed: number) =>
      failed > 1
        ? `${failed} photos n'ont pas pu être téléchargées. Rechargez la page puis réessayez.`
        : "Une photo n'a pas pu être téléchargée. Rechargez la page puis réessayez.",
  },
  lightbox: {
    Previous: 'Photo précédente',
    Next: 'Photo suivante',
    Close: 'Fermer',
    Lightbox: 'Visionneuse de photos',
    Carousel: 'Carrousel',
    Slide: 'Photo',
    'Photo gallery': 'Galerie de photos',
    '{index} of {total}': '{index} sur {total}',
  },
  legal: {
    toc: 'Sur cette page',
  },
  trainerHome: {
    uploadText: 'Envoyez les photos du séjour depuis votre téléphone ou votre ordinateur.',
    contactText: 'Retrouvez les coordonnées de la personne responsable des photos du séjour.',
  },
} as const;
