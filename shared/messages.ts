/**
 * The French message catalogue. Every text of the spec that a user sees lives here once: the web app
 * shows it, the API answers with it, and the tests assert it. Accents and punctuation are exact.
 */
/** '2026-11-23' → '23/11/2026', as French readers write a day. */
const frenchDate = (isoDay: string): string => isoDay.split('-').reverse().join('/');

export const messages = {
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
    stage: (name: string) =>
      `Le séjour « ${name} » sera supprimé définitivement : il quittera la liste des séjours et ses familles et formateurs ne pourront plus s'y connecter. Cette action est irréversible.`,
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
  stageDetails: {
    title: (stage: string) => `Les photos du séjour ${stage}`,
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
  trainerHome: {
    title: 'Equipe',
    uploadPhotos: 'Déposer les photos',
    photoContact: 'Responsable photo',
    uploadText: 'Envoyez les photos du séjour depuis votre téléphone ou votre ordinateur.',
    contactText: 'Retrouvez les coordonnées de la personne responsable des photos du séjour.',
  },
  photoDeposit: {
    title: (stage: string) => `Les photos du séjour : ${stage}`,
    send: 'Envoyer',
    // 'envoyées', not the old page's 'téléchargées': on the trainer's side the photos go up.
    progress: (n: number, total: number) => `${n} photos envoyées sur ${total}, veuillez patienter...`,
    tooLarge: 'La taille du fichier ne doit pas dépasser 15 Mo.',
    selectAll: 'Sélectionner toutes les photos',
    checkToDelete: 'Cocher pour supprimer',
    deleteSelected: 'Supprimer les images sélectionnées',
    deleting: 'Suppression en cours, veuillez patienter...',
  },
  /** Trainer-area texts the spec does not name; the spec's own are above. */
  trainer: {
    back: 'Retour',
    chooseFiles: 'Photos à envoyer',
    noFileChosen: 'Veuillez choisir au moins une photo.',
    notAPhoto: (names: string) => `Ces fichiers ne sont pas des photos et n'ont pas été envoyés : ${names}`,
    tooLarge: (names: string) =>
      `Ces fichiers dépassent 15 Mo et n'ont pas été envoyés : ${names}. La taille du fichier ne doit pas dépasser 15 Mo.`,
    duplicates: (n: number) =>
      n > 1
        ? `${n} photos étaient déjà déposées : elles ne sont pas envoyées une seconde fois.`
        : "1 photo était déjà déposée : elle n'est pas envoyée une seconde fois.",
    done: (n: number) =>
      n > 1 ? `${n} photos envoyées.` : n === 1 ? '1 photo envoyée.' : 'Aucune nouvelle photo envoyée.',
    failed: (n: number) =>
      `${n} photo(s) n'ont pas pu être envoyées. Vérifiez la connexion puis renvoyez-les.`,
    retry: 'Nouvelle tentative…',
    fileWaiting: 'En file',
    fileHashing: 'Préparation',
    fileSending: 'Envoi',
    fileDone: 'Envoyée',
    fileDuplicate: 'Déjà déposée',
    fileFailed: 'Échec',
    statusProcessing: 'en cours de traitement',
    statusRejected: 'refusée',
    statusValidated: 'validée',
    statusHidden: 'en attente de validation',
    noPhotos: "Aucune photo n'a encore été déposée pour ce séjour.",
    photoAlt: (n: number) => `Photo ${n}`,
    noneSelected: 'Aucune image sélectionnée.',
    deleted: (n: number) =>
      n > 1 ? `${n} photos supprimées.` : n === 1 ? '1 photo supprimée.' : 'Aucune photo supprimée.',
    deleteFailed: (n: number) => `Certaines suppressions ont échoué (${n}). Veuillez réessayer.`,
    photoNotFound: 'Photo introuvable.',
    photoFilesNotDeleted: "Les fichiers de cette photo n'ont pas pu être supprimés : elle est conservée.",
    contactTitle: 'Responsable photo',
    contactNone: "Aucun responsable photo n'est enregistré pour ce séjour.",
    lastName: 'Nom',
    firstName: 'Prénom',
    email: 'E-mail',
    phone: 'Téléphone',
    participantsTitle: 'Mes participants',
    chooseParticipant: 'Choisir un participant',
    noParticipants: "Aucun participant n'est inscrit à ce séjour.",
    save: 'Enregistrer',
    participantNotInStay: "Ce participant n'est pas inscrit à ce séjour.",
    saveFailed: "Erreur lors de l'enregistrement des stagiaires",
    mailRL: 'E-mail du représentant légal',
    batchFiles: (n: number) => (n > 1 ? `${n} photos choisies` : n === 1 ? '1 photo choisie' : ''),
    openPhoto: (n: number) => `Agrandir la photo ${n}`,
    overall: "Progression de l'envoi",
    pickTitle: 'Choisir des photos',
    pickHint:
      'Touchez pour choisir dans vos photos (plusieurs à la fois), ou déposez-les ici. 15 Mo au plus par photo.',
    chosen: (n: number) => (n > 1 ? `${n} photos prêtes à envoyer` : '1 photo prête à envoyer'),
    previewAlt: (name: string) => `Aperçu de ${name}`,
    morePreviews: (n: number) => `+${n}`,
    bytesProgress: (sent: string, total: string) => `${sent} sur ${total}`,
    timeLeft: (seconds: number) =>
      seconds < 60 ? "moins d'une minute restante" : `environ ${Math.round(seconds / 60)} min restantes`,
    offline:
      "Connexion perdue. Les photos restantes sont gardées sur cet appareil : l'envoi reprendra tout seul au retour du réseau.",
    online: "Connexion rétablie : l'envoi reprend.",
    resumed: (n: number) =>
      n > 1
        ? `${n} photos restaient à envoyer depuis votre dernière visite : l'envoi reprend.`
        : "1 photo restait à envoyer depuis votre dernière visite : l'envoi reprend.",
    left: (n: number) =>
      n > 1 ? `${n} photos restent à envoyer.` : n === 1 ? '1 photo reste à envoyer.' : '',
    resume: "Reprendre l'envoi",
    leaveWarning: "Des photos sont encore en cours d'envoi.",
    queueUnavailable:
      "Ce navigateur ne garde pas les photos en attente : gardez la page ouverte jusqu'à la fin de l'envoi.",
    homeParticipants: 'Mes participants',
    homeUploadText: 'Envoyez les photos du séjour depuis votre téléphone, plusieurs à la fois.',
    homeContactText: 'Les coordonnées du responsable photo du séjour.',
    homeParticipantsText: 'Corrigez les noms et adresses des familles de votre séjour.',
    uploadsCompleted: 'Notification envoyée aux administrateurs.',
    /** The mail to the administrators after a batch: how many photos await validation, and the stay. */
    mailSubject: (count: number, stage: string) =>
      count > 1 ? `${count} nouvelles photos à valider : ${stage}` : `1 nouvelle photo à valider : ${stage}`,
    mailText: (count: number, stage: string, link: string) =>
      `Bonjour,\n\n${count > 1 ? `${count} nouvelles photos ont été déposées` : '1 nouvelle photo a été déposée'} par l'équipe du séjour « ${stage} ».\nElles attendent votre validation dans la Gestion des Photos : ${link}\n`,
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
    missingStageId: 'ID de stage non spécifié.',
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
    stageId: "Chargement de l'ID du stage...",
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
  console: {
    uploadProblem: "Problème lors de l'envoi du fichier",
    someDeletionsFailed: 'Certaines suppressions ont échoué.',
    noTrainer: 'Aucun formateur trouvé pour ce stage',
    unauthorisedStageIdFromToken: 'Accès non autorisé pour getStageIdFromToken',
    unauthorisedPing: 'Accès non autorisé pour ping',
    invalidPhotoList: 'Format de réponse non valide',
  },
  /** Answers of the API: `{ message }` bodies shown to users. */
  api: {
    invalidIdempotencyKey: "L'en-tête Idempotency-Key n'est pas valide.",
    requestInFlight: 'Cette demande est déjà en cours de traitement. Patientez un instant.',
    loginSuccess: 'Connexion réussie. Redirection...',
    wrongPassword: 'Mot de passe incorrect pour ce séjour.',
    tooManyAttempts: 'Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.',
    unauthenticated: 'Authentification requise. Veuillez vous connecter.',
    invalidToken: 'Session invalide ou expirée. Veuillez vous reconnecter.',
    loggedOut: 'Vous êtes déconnecté.',
    forbidden: "Vous n'avez pas accès à cette ressource.",
    notFound: 'Ressource introuvable.',
    stageNotFound: 'Séjour introuvable.',
    invalidInput: 'Données invalides.',
    isoDateExpected: 'Date attendue au format AAAA-MM-JJ.',
    invalidCursor: 'Curseur de page invalide : rechargez la liste depuis le début.',
    impossibleDate: (day: string) => `La date ${day} n'existe pas.`,
    internalError: 'Une erreur interne est survenue. Veuillez réessayer plus tard.',
    tooLarge: 'La taille du fichier ne doit pas dépasser 15 Mo.',
    notAnImage: "Ce fichier n'est pas une image acceptée (JPEG, PNG ou WebP).",
    notAPhoto: "Ce fichier n'est pas une photo acceptée (JPEG, PNG, WebP ou HEIC).",
    tooManyFiles: 'Trop de fichiers dans un seul envoi.',
    requestTooLarge: 'Requête trop volumineuse.',
    adminLoginFailed: "Nom d'utilisateur ou mot de passe incorrect.",
    adminLoginSuccess: 'Connexion administrateur réussie.',
    tokenValid: 'Jeton valide.',
    statusUpdated: 'Statut des séjours mis à jour.',
  },
  /** Why the media worker refused a file; kept on the photo record and shown to trainers. */
  rejection: {
    notAnImage: "Le fichier n'est pas une image JPEG, PNG, WebP ou HEIC.",
    tooLarge: 'La taille du fichier ne doit pas dépasser 15 Mo.',
    tooManyPixels: 'Image trop grande (nombre de pixels).',
    unreadable: "L'image est illisible ou endommagée.",
    unknownUpload: "Ce fichier n'a pas été annoncé par une demande d'envoi.",
  },
  /** Rules of the stay passwords (family and director). */
  passwords: {
    tooShort: 'Le mot de passe doit contenir au moins 8 caractères.',
    tooSimple:
      'Le mot de passe doit mêler au moins trois sortes de caractères : minuscules, majuscules, chiffres, symboles.',
    identical: 'Les mots de passe famille et directeur doivent être différents.',
  },
  admin: {
    created: 'Séjour créé',
    messageSent: 'Message envoyé',
    csvSuccess: 'Le fichier CSV a été chargé et traité avec succès.',
    bookletUploaded: 'Livret téléchargé avec succès',
    fileDeleted: 'Fichier supprimé avec succès',
    trainerProcessed: 'Formateur traité avec succès',
    trainerDeleted: 'Formateur supprimé avec succès',
    traineesDeleted: 'Stagiaires supprimés avec succès',
    traineeUpdated: 'Stagiaire mis à jour avec succès',
    traineeAdded: 'Nouveau stagiaire ajouté avec succès',
    familyDeleted: 'Famille supprimée avec succès',
    trainerUpdated: 'Mise à jour réussie du formateur',
    stageModified: 'Séjour modifié avec succès',
    stageDeleted: 'Séjour supprimé avec succès',
    stageDeletionGoesOn: (photosLeft: number) =>
      `Suppression du séjour en cours : encore ${photosLeft} photo${photosLeft > 1 ? 's' : ''} à supprimer…`,
    traineesSaved: 'Stagiaires enregistrés avec succès',
    infoUpdated: 'Informations mises à jour avec succès',
    requiredFields: 'Veuillez remplir tous les champs requis avant de soumettre le formulaire.',
    filesTooLarge: 'La taille des fichiers ne doit pas dépasser 15 Mo.',
    mailRequired: 'Veuillez remplir tous les champs du formulaire avant de soumettre.',
    selectStage: 'Veuillez sélectionner un séjour.',
    confirmDeleteTrainees: 'Êtes-vous sûr de vouloir supprimer tous les stagiaires pour ce séjour ?',
    chooseStage: 'Veuillez choisir un séjour',
    trainerRequired: 'Veuillez remplir tous les champs avant de soumettre.',
    selectTrainee: 'Veuillez sélectionner un stagiaire pour mettre à jour.',
    traineeFieldsRequired: 'Tous les champs sont nécessaires pour ajouter un stagiaire.',
    selectFamily: 'Veuillez sélectionner une famille à supprimer.',
    confirmDeleteStage: 'Êtes-vous sûr de vouloir supprimer ce séjour ?',
    approvalRequired: "Veuillez remplir la date d'approbation et le nom de l'approbateur.",
    activate: 'Activer le séjour',
    passwordLookupFailed: 'Erreur lors de la récupération du mot de passe.',
    passwordNotFound: (type: string) => `Mot de passe non trouvé pour le type: ${type}`,
    downloadProgress: (x: number, y: number) => `Progression : ${x} sur ${y} photos téléchargées`,
  },
  /** Photo management texts the spec does not name; the spec's own are under `admin`. */
  photoAdmin: {
    validationSaved: (count: number) =>
      `${count} photo${count > 1 ? 's' : ''} mise${count > 1 ? 's' : ''} à jour.`,
    validationRefused:
      "Aucune photo n'a été modifiée : certaines photos n'existent plus. Rechargez la page puis recommencez.",
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
    saveVisible: 'Mettre à jour les images visibles',
    toggleAll: 'Activer/Désactiver toutes les images',
    rotate: 'Rotate 90°',
    rotateSelected: 'Rotationner les photos sélectionnées',
    deletionDate: 'Date de suppression des photos',
    approver: "Nom de l'approbateur",
    visible: 'Visible par les familles',
    saved: 'Images mises à jour.',
    /** A deletion date of today or earlier: what goes and when, said before anything is saved. */
    deleteNowRefused: (count: number, day: string) =>
      `La date de suppression du ${frenchDate(day)} n'est pas à venir : ${count} photo${count > 1 ? 's seraient supprimées' : ' serait supprimée'}. Choisissez une date à venir, ou confirmez la suppression.`,
    confirmDeleteNow: (count: number, day: string, today: boolean) =>
      `${count} photo${count > 1 ? 's seront supprimées' : ' sera supprimée'} ${today ? "ce soir à minuit (date de suppression : aujourd'hui" : 'dès maintenant (date de suppression déjà passée'}, ${frenchDate(day)}). Confirmer ?`,
    rotating: 'Rotation en cours...',
    close: 'Fermer',
    previous: 'Photo précédente',
    next: 'Photo suivante',
    rotateUnknownPhoto: "Une des photos choisies n'est pas disponible : aucune n'a été tournée.",
    rotationQueued: (count: number) =>
      count > 1
        ? `${count} photos seront tournées dans un instant.`
        : 'La photo sera tournée dans un instant.',
    /** The rotation could not be asked for (no answer, or a refusal without a message of its own). */
    rotateFailed: "La rotation n'a pas pu être demandée. Veuillez réessayer.",
    /** The page stopped waiting for the turned copies: the rotation goes on without it. */
    rotationUnfinished:
      'La rotation prend plus de temps que prévu : rechargez la page dans quelques minutes pour voir les photos tournées.',
    /** The stay's deletion log: what went, when, why and who had approved it. */
    deletionLog: {
      title: 'Journal des suppressions',
      loading: 'Chargement du journal...',
      failed: 'Le journal des suppressions est indisponible pour le moment.',
      empty: "Aucune photo de ce séjour n'a encore été supprimée.",
      deletedAt: 'Supprimée le',
      photo: 'Photo',
      reason: 'Motif',
      plannedDate: 'Date de suppression prévue',
      approver: 'Approuvée par',
      reasons: { ttl: 'Date de suppression atteinte', suppression: 'Suppression manuelle' },
      files: (count: number) => `${count} fichier${count > 1 ? 's' : ''} effacé${count > 1 ? 's' : ''}`,
    },
  },
  /** Back-office texts the spec does not name; the spec's own are under `admin`. */
  backOffice: {
    conflict:
      "Ce séjour vient d'être modifié par quelqu'un d'autre : vos changements n'ont pas été enregistrés. Rechargez la page pour voir la version actuelle, puis refaites vos changements.",
    fileMissing: "Le fichier n'a pas été reçu par le stockage. Veuillez l'envoyer de nouveau.",
    importRefused: (first: string, count: number) =>
      `Rien n'a été importé. ${first}${count > 1 ? ` (et ${count - 1} autre${count > 2 ? 's' : ''} erreur${count > 2 ? 's' : ''})` : ''}`,
    participantNotFound: 'Stagiaire introuvable.',
    directorNotFound: 'Formateur non trouvé',
    bookletNotFound: 'Livret introuvable.',
    fileDeleteFailed: 'Erreur lors de la suppression du fichier',
    stageNotAssignable: "Un des séjours choisis n'existe pas ou est déjà terminé.",
    invalidRecipient: (address: string) => `Adresse e-mail invalide : ${address}`,
    passwordSheetName: 'Mots de passe',
    passwordFileHeader: [
      'Séjour',
      'Ville',
      'Début',
      'Fin',
      'Mot de passe formateur',
      'Mot de passe famille',
      'Lien de connexion',
    ],
    portalTitle: 'Portail Administrateur',
    signIn: 'Se connecter',
    back: 'Retour',
    menu: {
      photos: 'Gestion des photos',
      createStage: 'Créer un séjour',
      modifyStage: 'Modifier un séjour',
      campCsv: 'Charger un CSV de séjours',
      sendPasswords: 'Envoyer les mots de passe par mail',
      sendDirectorPasswords: 'Envoyer les mots de passe aux directeurs',
      downloadPasswords: 'Télécharger tous les mots de passe',
      families: 'Gestion des familles',
      familyCsv: 'Charger un CSV de familles',
      deleteFamilyCsv: 'Supprimer un CSV de familles',
      directors: 'Gestion des directeurs',
      assign: 'Attribuer des séjours aux directeurs',
      booklets: 'Livrets',
      evaluations: 'Rapport des évaluations',
      mailLog: 'Journal des mails',
      label: 'Menu du portail',
    },
    fields: {
      nom_stage: 'Nom du séjour',
      ville: 'Ville',
      cree_par: 'Créé par',
      date_debut: 'Date de début',
      date_fin: 'Date de fin',
      mdp_formateur: 'Mot de passe directeur',
      mdp_stagiaire: 'Mot de passe famille',
      photo: 'Photo du séjour',
      fichiers: 'Pièces jointes (facultatif)',
      generate: 'Générer',
      currentPhoto: 'Photo actuelle',
      stage: 'Séjour',
      chooseStage: '-- Choisir un séjour --',
      csvFile: 'Fichier CSV',
      nom: 'Nom',
      prenom: 'Prénom',
      mailRL: 'E-mail du représentant légal',
      mail: 'E-mail',
      telephone: 'Téléphone',
      cat: 'Type',
      centre: 'centre',
      sejour: 'sejour',
      participant: 'Stagiaire',
      chooseParticipant: '-- Choisir un stagiaire --',
      director: 'Directeur',
      add: 'Ajouter',
      to: 'Destinataires (séparés par des points-virgules)',
      subject: 'Objet',
      message: 'Message',
      passwordType: 'Type de mot de passe',
      directorType: 'Directeur',
      familyType: 'Famille',
      booklet: 'Livret (PDF)',
    },
    exported: 'Liste des participants téléchargée.',
    actions: {
      create: 'Créer le séjour',
      save: 'Enregistrer',
      delete: 'Supprimer',
      deleteStage: 'Supprimer le séjour',
      remove: 'Retirer',
      open: 'Modifier',
      openPhotos: 'Gérer les photos',
      upload: 'Charger',
      download: 'Télécharger',
      send: 'Envoyer',
      update: 'Mettre à jour',
      addParticipant: 'Ajouter le stagiaire',
      deleteFamily: 'Supprimer la famille',
      exportParticipants: 'Exporter les participants (xlsx)',
      deleteAllParticipants: 'Supprimer les stagiaires',
      lookup: 'Rechercher',
      previous: 'Précédent',
      next: 'Suivant',
    },
    hints: {
      campCsv:
        'Colonnes : nom_stage;ville;date_debut;date_fin;cree_par;actif;mdp_formateur;mdp_stagiaire (séparateur ; ou , ; dates JJ/MM/AAAA). Les mots de passe vides sont générés.',
      familyCsv:
        'Export du logiciel de réservation : Ref;Client;Nom;Prenom;RepresentantLegal;…;Sejour;Du;Au;…;MailRL. Le séjour est retrouvé par son nom et ses dates.',
      assign: "Les séjours déjà terminés n'apparaissent plus.",
      evaluations: "Le rapport des évaluations est produit par l'espace formateur.",
      mailLog:
        "Ce qui a été envoyé, à qui et quand. L'envoi se fait en file, au rythme permis par le service de mail.",
    },
    uploading: 'Envoi en cours...',
    saving: 'Enregistrement en cours...',
    uploadFailed: 'Erreur lors du chargement du fichier.',
    /** The spec's failure texts, shown when the server sent no message of its own. */
    failures: {
      exportParticipants: "Erreur lors de l'export des participants",
      sendMail: "Erreur lors de l'envoi du message",
      booklet: 'Erreur lors du téléchargement du livret',
      deleteFile: 'Erreur lors de la suppression du fichier',
      trainer: 'Erreur lors du traitement du formateur',
      deleteTrainer: 'Erreur lors de la suppression du formateur',
      deleteTrainees: 'Erreur lors de la suppression des stagiaires',
      updateTrainee: 'Erreur lors de la mise à jour du stagiaire',
      addTrainee: "Erreur lors de l'ajout du stagiaire",
      deleteFamily: 'Erreur lors de la suppression de la famille',
      report: 'Erreur lors du téléchargement du rapport',
      assign: 'Erreur lors de la mise à jour des stages attribués au formateur',
      deleteStage: 'Erreur lors de la suppression du stage',
    },
    search: 'Rechercher',
    noChoice: '--',
    logColumns: { date: 'Date', to: 'Destinataires', status: 'État' },
    passwordsFor: (type: string) => `Mot de passe (${type})`,
    recipientsCount: (count: number) => (count > 1 ? `${count} destinataires` : `${count} destinataire`),
    queued: (count: number) => `Message envoyé (${count} mail${count > 1 ? 's' : ''} en file d'envoi).`,
    defaultSubject: (org: string, stage: string) =>
      `${org} : mot de passe d'accès aux documents du séjour ${stage}`,
    defaultMessage: (stage: string, password: string, link: string) =>
      `Bonjour,\n\nVoici le mot de passe qui vous donne accès aux photos et documents du séjour « ${stage} » : ${password}\n\nConnectez-vous à l'adresse suivante : ${link}\n\nBien cordialement.`,
    noBooklets: "Aucun livret pour l'instant.",
    noMail: "Aucun mail envoyé pour l'instant.",
    mailStatus: { queued: 'en file', sent: 'envoyé', failed: 'échec' },
    pageOf: (page: number, pages: number) => `Page ${page} sur ${Math.max(pages, 1)}`,
    signedInAs: (name: string) => `Connecté : ${name}`,
  },
  evaluation: {
    noReport: 'Pas encore de rapport sauvegardé pour ce stagiaire.',
    saved: 'Rapports enregistrés avec succès',
    saveFailed: "Erreur lors de l'enregistrement des rapports",
  },
  sharedDocs: {
    uploaded: 'Le fichier a été téléversé avec succès.',
    chooseFolder: '--Choisissez un dossier--',
  },
  /** Trainer collaboration pages and answers; the spec's own texts first. */
  collab: {
    back: 'Retour',
    homeSharedDocs: 'Documents partagés',
    homeSharedDocsText: "Les dossiers de documents de l'équipe et les questions/réponses entre formateurs.",
    homeBooklets: 'Livrets',
    homeBookletsText: 'Les livrets du formateur, à lire en ligne.',
    homeEvaluations: 'Évaluations',
    homeEvaluationsText: 'Les rapports mi-stage et fin de stage de vos stagiaires.',
    homeStageDocs: 'Documents du séjour',
    homeStageDocsText: 'Les documents joints à votre séjour.',
    sharedDocsTitle: 'Documents partagés',
    folders: 'Dossiers',
    uploadTitle: 'Déposer des fichiers',
    folderLabel: 'Dossier',
    filesLabel: 'Fichiers',
    send: 'Envoyer',
    sending: (n: number, total: number) => `${n} fichier(s) envoyé(s) sur ${total}, veuillez patienter...`,
    noFolderChosen: 'Veuillez choisir un dossier.',
    noFileChosen: 'Veuillez choisir au moins un fichier.',
    typeRefused: (name: string) =>
      `Le fichier « ${name} » n'est pas accepté (documents, images, audio ou vidéo uniquement).`,
    uploadFailed: "Problème lors de l'envoi du fichier",
    qaTitle: 'Questions/Réponses',
    yourName: 'Votre nom',
    question: 'Votre question',
    ask: 'Poser une Question',
    reply: 'Votre réponse',
    sendReply: 'Envoyer Réponse',
    noQuestions: "Aucune question pour l'instant.",
    repliesCount: (n: number) => (n > 1 ? `${n} réponses` : `${n} réponse`),
    folderTitle: (folder: string) => `Les documents du dossier : ${folder}`,
    seeFile: 'Voir le fichier',
    download: (file: string) => `Télécharger ${file}`,
    emptyFolder: 'Ce dossier ne contient encore aucun fichier.',
    bookletsTitle: (org: string) => `Les Livrets ${org} du Formateur`,
    booklet: (n: number) => `Livret ${n}`,
    seePdf: 'Voir le PDF',
    noBooklets: "Aucun livret n'est disponible pour le moment.",
    stageDocsTitle: (stage: string) => `Les documents du séjour: ${stage}`,
    noStageDocs: "Aucun document n'est joint à ce séjour.",
    evaluationTitle: (stage: string) => `Mes évaluations du Séjour ${stage}`,
    chooseTrainee: 'Choisir un stagiaire',
    midReport: "Rapport d'évaluation mi-stage",
    endReport: "Rapport d'évaluation fin de stage",
    saveReports: 'Sauvegarder les rapports',
    noTrainees: "Aucun stagiaire n'est inscrit à ce séjour.",
    reportConflict:
      "Ce rapport a été modifié par un autre formateur depuis que vous l'avez ouvert. Copiez votre texte, choisissez à nouveau le stagiaire pour voir sa version, puis enregistrez.",
    invalidName: 'Nom de fichier ou de dossier invalide.',
    nameRequired: 'Le nom est requis.',
    contentRequired: 'Le message est requis.',
    folderNotFound: 'Dossier introuvable.',
    commentNotFound: 'Question introuvable.',
    unknownTrainee: "Ce stagiaire n'est pas inscrit à ce séjour.",
    reportNotFound: 'Pas encore de rapport sauvegardé pour ce stagiaire.',
    reportsStage: 'Séjour',
    reportsDownload: 'Télécharger les rapports',
    reportsDownloadFailed: 'Erreur lors du téléchargement du rapport',
    reportsNone: "Aucun rapport d'évaluation pour ce séjour.",
    /** Column headers of the xlsx of reports. */
    sheetName: 'Rapports',
    columns: {
      stage: 'Séjour',
      trainee: 'Stagiaire',
      mid: 'Rapport mi-stage',
      end: 'Rapport fin de stage',
      updatedAt: 'Dernière modification',
    },
  },
  /** The reminder to families before their photos' deletion date. */
  expiryReminder: {
    mailSubject: (stage: string, date: string) =>
      `Photos du séjour ${stage} : à télécharger d'ici le ${date}`,
    mailText: (stage: string, date: string, count: number, link: string) =>
      `Bonjour,\n\n${count > 1 ? `Les ${count} photos du séjour « ${stage} » seront supprimées` : `La photo du séjour « ${stage} » sera supprimée`} à la fin de la journée du ${date}.\nPensez à ${count > 1 ? 'les' : 'la'} télécharger d'ici là : ${link}\n(connexion avec le mot de passe famille du séjour).\n\nBien cordialement,\nL'équipe du séjour\n`,
  },
  /** Droit à l'image: the list of children whose image must not be published, and its check. */
  imageConsent: {
    label: "Droit à l'image",
    /** After a child's name in the back-office's list of families. */
    refusedTag: "pas de droit à l'image",
    refusedNote:
      "Cet enfant ne doit apparaître sur aucune photo publiée : ses parents n'ont pas donné le droit à l'image.",
    title: "Enfants sans droit à l'image",
    intro: (count: number) =>
      `${count > 1 ? `Ces ${count} enfants ne doivent` : 'Cet enfant ne doit'} apparaître sur aucune photo publiée :`,
    none: "Tous les enfants du séjour ont l'autorisation (ou elle n'est pas renseignée).",
    groupMissing: 'groupe non renseigné',
    loadFailed: "La liste des enfants sans droit à l'image n'a pas pu être chargée. Rechargez la page.",
    confirm: "J'ai vérifié qu'aucun de ces enfants n'apparaît sur les photos rendues visibles.",
    /** The same check when the list could not be read: the people check against the families' forms. */
    confirmUnlisted:
      "J'ai vérifié qu'aucun enfant sans droit à l'image n'apparaît sur les photos rendues visibles.",
    checkRequired:
      "Validation refusée : des enfants du séjour n'ont pas le droit à l'image. Vérifiez les photos puis cochez la case de confirmation.",
  },
  /** The families' digest of newly published photos, and its unsubscribe page. */
  photoDigest: {
    mailSubject: (stage: string, count: number) =>
      count > 1 ? `${count} nouvelles photos du séjour ${stage}` : `Une nouvelle photo du séjour ${stage}`,
    mailText: (stage: string, count: number, link: string, unsubscribe: string) =>
      `Bonjour,\n\n${count > 1 ? `${count} nouvelles photos du séjour « ${stage} » sont en ligne` : `Une nouvelle photo du séjour « ${stage} » est en ligne`}.\nPour les voir : ${link}\n(connexion avec le mot de passe famille du séjour).\n\nBien cordialement,\nL'équipe du séjour\n\n--\nPour ne plus recevoir ces nouvelles pour ce séjour : ${unsubscribe}\n`,
    pageTitle: 'Nouvelles photos par e-mail',
    pageQuestion: (stage: string) =>
      `Ne plus recevoir d'e-mail quand de nouvelles photos du séjour « ${stage} » sont publiées ?`,
    pageQuestionUnknown: "Ne plus recevoir d'e-mail quand de nouvelles photos de ce séjour sont publiées ?",
    confirm: 'Me désabonner',
    confirming: 'Désabonnement…',
    done: (stage: string) =>
      `C'est fait : vous ne recevrez plus d'e-mail pour les nouvelles photos du séjour « ${stage} ». Les photos restent visibles sur le portail.`,
    invalidLink:
      "Ce lien de désabonnement n'est pas valide ou a expiré. Répondez à l'e-mail reçu pour demander le désabonnement.",
    stayGone: "Ce séjour n'existe plus : vous ne recevrez plus d'e-mail à son sujet.",
    failed: 'Le désabonnement a échoué. Réessayez dans un instant.',
  },
} as const;
