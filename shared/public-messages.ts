/**
 * The texts visitors and families see: the site's frame, the stays, sign-in, a stay's gallery,
 * its viewer and downloads. The family's pages import these alone, so that they do not carry the
 * back-office's texts; `messages.ts` joins them with the staff's texts for the API and the tests.
 */
import { ofStay } from './stay-wording.js';
export const publicMessages = {
  nav: {
    familyLink: 'Mes photos de vacances',
    stays: 'Les séjours',
    logout: 'Déconnexion',
    menuFamily: 'Famille',
    menuTeam: 'Equipe',
    menuAdmin: 'Administrateur',
    mobileHome: 'Accueil',
    mobileTeam: 'Accès Equipe',
    mobileAdmin: 'Portail Administrateur',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    homeLink: "Retour à l'accueil",
  },
  /** The frame of every page: skip link, navigation labels, footer, loading and route errors. */
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
    backHome: "Retour à l'accueil",
  },
  /** The confirmation every destructive action asks for: what will be lost, and how much. */
  confirm: {
    title: 'Confirmer la suppression',
    cancel: 'Annuler',
    delete: 'Supprimer',
    photos: (n: number) =>
      n > 1
        ? `Les ${n} photos sélectionnées seront supprimées définitivement, avec leurs vignettes. Cette action est irréversible.`
        : 'La photo sélectionnée sera supprimée définitivement, avec ses vignettes. Cette action est irréversible.',
    family: (name: string) =>
      `La famille « ${name} » sera supprimée définitivement de ce séjour. Cette action est irréversible.`,
    director: (name: string) =>
      `Le formateur « ${name} » sera supprimé définitivement, avec ses séjours attribués. Cette action est irréversible.`,
    booklet: (name: string) =>
      `Le livret « ${name} » sera supprimé définitivement. Cette action est irréversible.`,
  },
  home: {
    title: 'Vos photos de vacances',
    learnMore: 'En savoir plus',
    discover: 'Découvrir les Photos',
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
  footer: {
    legal: 'Mentions légales',
    privacy: 'Politique de confidentialité',
    photos: 'Politique photos',
  },
  /** The frame of the three legal pages (their prose stays in the pages). */
  legal: {
    toc: 'Sur cette page',
  },
  notFound: {
    title: 'Page non trouvée',
    back: 'Retour Accueil',
    text: "L'adresse demandée n'existe pas ou a été déplacée.",
  },
  stages: {
    title: 'Les séjours',
    search: 'Rechercher un séjour',
    seePhotos: 'Voir les photos',
    previous: 'Précédent',
    next: 'Suivant',
    none: 'Aucun séjour ne correspond à votre recherche.',
    intro: 'Retrouvez le séjour de votre enfant, puis connectez-vous pour voir ses photos.',
    searchHint: 'Nom du séjour ou date (jj/mm/aaaa)',
    dates: (start: string, end: string) => `Du ${start} au ${end}`,
    pagination: 'Pagination des séjours',
    results: (count: number) => (count > 1 ? `${count} séjours` : `${count} séjour`),
    empty: "Aucun séjour n'est publié pour le moment.",
  },
  stayDetails: {
    title: (stay: string) => `Les photos du séjour ${stay}`,
    selectPhoto: 'Sélectionner la photo',
    downloadSelected: 'Télécharger les photos sélectionnées',
    noneSelected: 'Aucune image sélectionnée.',
    noPhotos: "Aucune photo n'est encore visible pour ce séjour.",
    downloading: 'Téléchargement en cours...',
    dates: (start: string, end: string) => `Séjour du ${start} au ${end}`,
    photoCount: (count: number) => (count > 1 ? `${count} photos` : `${count} photo`),
    selectedCount: (count: number) =>
      count > 1 ? `${count} photos sélectionnées` : `${count} photo sélectionnée`,
    photoAlt: (index: number, total: number) => `Photo ${index} sur ${total}`,
    /** While the later pages of a long stay are still to come, the total is not known yet. */
    photoAltUncounted: (index: number) => `Photo ${index}`,
    loadingPhotos: 'Chargement des photos…',
    loadingMore: 'Chargement des photos suivantes…',
    moreFailed: "Les photos suivantes n'ont pas pu être chargées.",
    retry: 'Réessayer',
    /** Enters the selection mode, where each photo gets its box and the download its count. */
    startSelection: 'Sélectionner',
    /** Opens the child finder, which runs on the family's phone (its texts: face-finder-messages.ts). */
    findMyChild: 'Trouver mon enfant',
    cancelSelection: 'Annuler',
    downloadSelectedCount: (count: number) => `Télécharger les photos sélectionnées (${count})`,
    selectionActions: 'Actions sur la sélection',
    openPhoto: (index: number) => `Agrandir la photo ${index}`,
    someFailed: (failed: number) =>
      failed > 1
        ? `${failed} photos n'ont pas pu être téléchargées. Rechargez la page puis réessayez.`
        : "Une photo n'a pas pu être téléchargée. Rechargez la page puis réessayez.",
  },
  /** The photo viewer's labels (yet-another-react-lightbox: its English label → our French text). */
  lightbox: {
    Previous: 'Photo précédente',
    Next: 'Photo suivante',
    Close: 'Fermer',
    Lightbox: 'Visionneuse de photos',
    Carousel: 'Carrousel',
    Slide: 'Photo',
    'Photo gallery': 'Galerie de photos',
    '{index} of {total}': '{index} sur {total}',
    'Zoom in': 'Zoom avant',
    'Zoom out': 'Zoom arrière',
    Download: 'Télécharger cette photo',
    Share: 'Partager cette photo',
  },
  /** What the viewer's download and share buttons report. */
  photoViewer: {
    fetching: 'Préparation de la photo…',
    readyToShare: 'La photo est prête : touchez « Partager cette photo » pour l’envoyer.',
    downloadFailed: "La photo n'a pas pu être téléchargée. Rechargez la page puis réessayez.",
    shareFailed: "La photo n'a pas pu être partagée. Rechargez la page puis réessayez.",
    shareCancelled: 'Partage annulé.',
  },
  /** Handing a batch of photos to the phone's share sheet, so they land in its photo library. */
  saveToPhone: {
    button: 'Enregistrer sur mon téléphone',
    shareNow: (count: number) => (count > 1 ? `Partager les ${count} photos` : 'Partager la photo'),
    batch: (from: number, to: number, total: number) =>
      from === to ? `Photo ${from} sur ${total}` : `Photos ${from} à ${to} sur ${total}`,
    /** While the gallery has not read every page, the stay's total is not known yet. */
    batchStart: (from: number, to: number) => (from === to ? `Photo ${from}` : `Photos ${from} à ${to}`),
    listing: 'Recherche de toutes les photos du séjour…',
    fetching: (done: number, total: number) => `Préparation des photos : ${done} sur ${total}…`,
    ready: (count: number) =>
      count > 1
        ? `Les ${count} photos sont prêtes : touchez « Partager » puis « Enregistrer les images ».`
        : 'La photo est prête : touchez « Partager » puis « Enregistrer l’image ».',
    shared: (count: number) =>
      count > 1 ? `${count} photos transmises à votre téléphone.` : '1 photo transmise à votre téléphone.',
    allShared: 'Toutes les photos ont été transmises à votre téléphone.',
    cancelled: "Partage annulé : aucune photo n'a été transmise. Vous pouvez réessayer.",
    failed:
      "Les photos n'ont pas pu être transmises à votre téléphone. Vérifiez la connexion puis réessayez, ou téléchargez-les en zip.",
  },
  login: {
    title: 'Connexion',
    password: 'Mot de passe',
    submit: 'Se connecter',
    show: 'Afficher le mot de passe',
    hide: 'Masquer le mot de passe',
    success: 'Connexion réussie. Redirection...',
    failure: 'Erreur de connexion',
    network: 'Erreur de connexion au serveur.',
    missingStayId: 'ID de stage non spécifié.',
    photoPolicy: 'Politique photos',
    adminTitle: 'Portail Administrateur',
    username: "Nom d'utilisateur",
    intro: "Saisissez le mot de passe du séjour communiqué par l'organisateur.",
    chooseStay: 'Choisir un séjour',
    teamStay: 'Votre séjour',
    stayDates: (start: string, end: string) => `du ${start} au ${end}`,
    policyLead: 'Comment les photos sont-elles protégées ?',
  },
  loading: {
    generic: 'Chargement en cours...',
    stayId: "Chargement de l'ID du stage...",
    downloading: 'Téléchargement en cours...',
    deleting: 'Suppression en cours, veuillez patienter...',
  },
  /**
   * A busy API (429, or no answer): the pages wait longer and longer, then stop at their deadline and
   * say so; nothing the user already sent is lost.
   */
  busy: {
    waiting: 'Le serveur est très sollicité : nouvelle tentative dans quelques secondes…',
    archiveGaveUp:
      "Le serveur est très sollicité : la préparation de l'archive n'a pas pu être suivie. Réessayez dans quelques minutes.",
    uploadGaveUp: (n: number) =>
      `Le serveur est très sollicité : l'envoi s'est arrêté. ${n} photo(s) n'ont pas été envoyées ; les autres sont bien reçues. Renvoyez-les dans quelques minutes.`,
    refreshStopped:
      'Certaines photos sont toujours en cours de traitement. Rechargez la page dans quelques minutes pour voir leur état.',
  },
  /**
   * Answers of the API that pages also say themselves (a file refused before it is sent, a failure
   * without a message of its own); the API's other answers are in api-messages.ts, off the pages.
   */
  api: {
    invalidInput: 'Données invalides.',
    isoDateExpected: 'Date attendue au format AAAA-MM-JJ.',
    impossibleDate: (day: string) => `La date ${day} n'existe pas.`,
    internalError: 'Une erreur interne est survenue. Veuillez réessayer plus tard.',
    tooLarge: 'La taille du fichier ne doit pas dépasser 15 Mo.',
    notAnImage: "Ce fichier n'est pas une image acceptée (JPEG, PNG ou WebP).",
    notAPhoto: "Ce fichier n'est pas une photo acceptée (JPEG, PNG, WebP ou HEIC).",
    tooManyFiles: 'Trop de fichiers dans un seul envoi.',
  },

  /** The families' digest of newly published photos, and its unsubscribe page. */
  photoDigest: {
    mailSubject: (stay: string, count: number) =>
      count > 1 ? `${count} nouvelles photos ${ofStay(stay)}` : `Une nouvelle photo ${ofStay(stay)}`,
    mailText: (stay: string, count: number, link: string, unsubscribe: string) =>
      `Bonjour,\n\n${count > 1 ? `${count} nouvelles photos du séjour « ${stay} » sont en ligne` : `Une nouvelle photo du séjour « ${stay} » est en ligne`}.\nPour les voir : ${link}\n(connexion avec le mot de passe famille du séjour).\n\nBien cordialement,\nL'équipe du séjour\n\n--\nPour ne plus recevoir ces nouvelles pour ce séjour : ${unsubscribe}\n`,
    pageTitle: 'Nouvelles photos par e-mail',
    pageQuestion: (stay: string) =>
      `Ne plus recevoir d'e-mail quand de nouvelles photos du séjour « ${stay} » sont publiées ?`,
    pageQuestionUnknown: "Ne plus recevoir d'e-mail quand de nouvelles photos de ce séjour sont publiées ?",
    confirm: 'Me désabonner',
    confirming: 'Désabonnement…',
    done: (stay: string) =>
      `C'est fait : vous ne recevrez plus d'e-mail pour les nouvelles photos du séjour « ${stay} ». Les photos restent visibles sur le portail.`,
    invalidLink:
      "Ce lien de désabonnement n'est pas valide ou a expiré. Répondez à l'e-mail reçu pour demander le désabonnement.",
    stayGone: "Ce séjour n'existe plus : vous ne recevrez plus d'e-mail à son sujet.",
    failed: 'Le désabonnement a échoué. Réessayez dans un instant.',
  },
  /** The photos of a stay as zip files: asked for by families and administrators alike. */
  archive: {
    archiveUnknownPhoto: "Une des photos choisies n'est pas disponible. Rechargez la page puis recommencez.",
    archiveNotFound: 'Archive introuvable.',
    archivePreparing: "Préparation de l'archive...",
    archiveFailed: "La préparation de l'archive a échoué. Veuillez réessayer.",
    /** Written by the worker when a part failed its last attempt (also when its Lambda was stopped). */
    archivePartFailed: (n: number, count: number) =>
      count === 1
        ? "La préparation de l'archive a échoué après plusieurs essais. Cliquez de nouveau pour réessayer."
        : `La partie ${n} sur ${count} n'a pas pu être préparée après plusieurs essais. Cliquez de nouveau pour réessayer : les parties prêtes seront reprises.`,
    archivePartsReady: (ready: number, count: number) =>
      `Parties prêtes : ${ready} sur ${count} (les photos d'un séjour sont réparties en plusieurs fichiers zip)`,
    archiveTimeLeft: (seconds: number) =>
      seconds < 60
        ? "Temps restant estimé : moins d'une minute"
        : `Temps restant estimé : environ ${Math.round(seconds / 60)} min`,
    archivePartDownload: (n: number, count: number) => `Télécharger la partie ${n} sur ${count}`,
    archivePartBuilding: (n: number, count: number, done: number, total: number) =>
      `Partie ${n} sur ${count} : ${done} sur ${total} photos`,
    archiveDeadline:
      "La préparation de l'archive prend plus de temps que prévu : la page a cessé de la suivre. Revenez dans quelques minutes et cliquez de nouveau : ce qui est prêt sera repris.",
    downloadAll: 'Télécharger toutes les photos',
    downloadProgress: (x: number, y: number) => `Progression : ${x} sur ${y} photos téléchargées`,
  },
  /** Choosing photos in a grid, on the family's gallery and the trainer's deposit page alike. */
  photoSelection: {
    selectAll: 'Sélectionner toutes les photos',
  },
} as const;
