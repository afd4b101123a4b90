/**
 * The texts trainers and administrators see: the deposit, validation and back-office pages, the
 * collaboration area, and the mails and refusals written about them. `messages.ts` joins them with
 * the public texts.
 */
import { ofStay } from './stay-wording.js';

/** '2026-11-23' → '23/11/2026', as French readers write a day. */
const frenchDate = (isoDay: string): string => isoDay.split('-').reverse().join('/');

const frenchCount = new Intl.NumberFormat('fr-FR');

/** '1 234 photos', '1 photo', '0 photo': French counts zero and one in the singular. */
const counted = (count: number, one: string, many: string): string =>
  `${frenchCount.format(count)} ${count > 1 ? many : one}`;

/** What a stay's deletion removes, as its confirmation counts it; `size` is already written out. */
export interface StayDeletionLoss {
  readonly photos: number;
  readonly size: string;
  readonly familles: number;
  readonly directeurs: number;
  readonly documents: number;
}

export const staffMessages = {
  directorHome: {
    title: 'Equipe',
    uploadPhotos: 'Déposer les photos',
    photoContact: 'Responsable photo',
    uploadText: 'Envoyez les photos du séjour depuis votre téléphone ou votre ordinateur.',
    contactText: 'Retrouvez les coordonnées de la personne responsable des photos du séjour.',
  },
  photoDeposit: {
    title: (stay: string) => `Les photos du séjour : ${stay}`,
    send: 'Envoyer',
    // The spec's words, kept as they are: the bytes and time left follow on their own line.
    progress: (n: number, total: number) => `${n} photos téléchargées sur ${total}, veuillez patienter...`,
    tooLarge: 'La taille du fichier ne doit pas dépasser 15 Mo.',
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
    summaryTitle: "Résultat de l'envoi",
    summaryPending: (n: number) =>
      n > 1
        ? `${n} photos en attente de validation par les administrateurs.`
        : '1 photo en attente de validation par les administrateurs.',
    summaryProcessing: (n: number) =>
      n > 1 ? `${n} photos en cours de traitement.` : '1 photo en cours de traitement.',
    summaryRefused: (n: number) => (n > 1 ? `${n} photos refusées :` : '1 photo refusée :'),
    refusedLine: (name: string, reason: string) => `${name} : ${reason}`,
    sendMore: "Envoyer d'autres photos",
    seeMyPhotos: 'Voir mes photos',
    olderPhotos: 'Voir les photos plus anciennes',
    leaveWarning: "Des photos sont encore en cours d'envoi.",
    queueUnavailable:
      "Ce navigateur ne garde pas les photos en attente : gardez la page ouverte jusqu'à la fin de l'envoi.",
    homeParticipants: 'Mes participants',
    homeUploadText: 'Envoyez les photos du séjour depuis votre téléphone, plusieurs à la fois.',
    homeContactText: 'Les coordonnées du responsable photo du séjour.',
    homeParticipantsText: 'Corrigez les noms et adresses des familles de votre séjour.',
    uploadsCompleted: 'Notification envoyée aux administrateurs.',
    /** The mail to the administrators after a batch: how many photos await validation, and the stay. */
    mailSubject: (count: number, stay: string) =>
      count > 1 ? `${count} nouvelles photos à valider : ${stay}` : `1 nouvelle photo à valider : ${stay}`,
    mailText: (count: number, stay: string, link: string) =>
      `Bonjour,\n\n${count > 1 ? `${count} nouvelles photos ont été déposées` : '1 nouvelle photo a été déposée'} par l'équipe du séjour « ${stay} ».\nElles attendent votre validation dans la Gestion des Photos : ${link}\n`,
  },
  console: {
    uploadProblem: "Problème lors de l'envoi du fichier",
    someDeletionsFailed: 'Certaines suppressions ont échoué.',
    noDirector: 'Aucun formateur trouvé pour ce stage',
    unauthorisedStayIdFromToken: 'Accès non autorisé pour getStageIdFromToken',
    unauthorisedPing: 'Accès non autorisé pour ping',
    invalidPhotoList: 'Format de réponse non valide',
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
    directorProcessed: 'Formateur traité avec succès',
    directorDeleted: 'Formateur supprimé avec succès',
    participantsDeleted: 'Stagiaires supprimés avec succès',
    participantUpdated: 'Stagiaire mis à jour avec succès',
    participantAdded: 'Nouveau stagiaire ajouté avec succès',
    familyDeleted: 'Famille supprimée avec succès',
    directorUpdated: 'Mise à jour réussie du formateur',
    stayModified: 'Séjour modifié avec succès',
    stayDeleted: 'Séjour supprimé avec succès',
    /** While the deletion's confirmation reads the stay's counts afresh. */
    stayDeletionCounting: 'Calcul de ce qui sera supprimé…',
    /** The stay deletion's confirmation: everything lost, counted, so that no one deletes blind. */
    stayDeletionLoss: (name: string, loss: StayDeletionLoss) =>
      `Supprimer le séjour « ${name} » ? Seront supprimés définitivement : ${counted(loss.photos, 'photo', 'photos')} (${loss.size}), ${counted(loss.familles, 'famille et ses accès', 'familles et leurs accès')}, ${counted(loss.directeurs, 'directeur', 'directeurs')}, ${counted(loss.documents, 'document', 'documents')}. Les familles et formateurs ne pourront plus se connecter. Cette action est irréversible.`,
    stayDeletionGoesOn: (photosLeft: number) =>
      `Suppression du séjour en cours : encore ${photosLeft} photo${photosLeft > 1 ? 's' : ''} à supprimer…`,
    participantsSaved: 'Stagiaires enregistrés avec succès',
    infoUpdated: 'Informations mises à jour avec succès',
    requiredFields: 'Veuillez remplir tous les champs requis avant de soumettre le formulaire.',
    filesTooLarge: 'La taille des fichiers ne doit pas dépasser 15 Mo.',
    mailRequired: 'Veuillez remplir tous les champs du formulaire avant de soumettre.',
    selectStay: 'Veuillez sélectionner un séjour.',
    confirmDeleteParticipants: 'Êtes-vous sûr de vouloir supprimer tous les stagiaires pour ce séjour ?',
    chooseStage: 'Veuillez choisir un séjour',
    trainerRequired: 'Veuillez remplir tous les champs avant de soumettre.',
    selectParticipant: 'Veuillez sélectionner un stagiaire pour mettre à jour.',
    traineeFieldsRequired: 'Tous les champs sont nécessaires pour ajouter un stagiaire.',
    selectFamily: 'Veuillez sélectionner une famille à supprimer.',
    confirmDeleteStay: 'Êtes-vous sûr de vouloir supprimer ce séjour ?',
    approvalRequired: "Veuillez remplir la date d'approbation et le nom de l'approbateur.",
    activate: 'Activer le séjour',
    passwordLookupFailed: 'Erreur lors de la récupération du mot de passe.',
    passwordNotFound: (type: string) => `Mot de passe non trouvé pour le type: ${type}`,
  },
  /** Photo management texts the spec does not name; the spec's own are under `admin`. */
  photoAdmin: {
    validationSaved: (count: number) =>
      `${count} photo${count > 1 ? 's' : ''} mise${count > 1 ? 's' : ''} à jour.`,
    validationRefused:
      "Aucune photo n'a été modifiée : certaines photos n'existent plus. Rechargez la page puis recommencez.",
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
      deletedBy: 'Supprimée par',
      automatic: 'Suppression automatique',
      stayTeam: 'Équipe du séjour',
      attestation: "Télécharger l'attestation de suppression",
      attestationFailed: "L'attestation n'a pas pu être préparée. Veuillez réessayer.",
      attestationNone: "Aucune suppression n'est enregistrée pour ce séjour.",
      deletedStayTitle: 'Séjour supprimé',
      deletedStayText:
        'Ce séjour a été supprimé, ou n’existe pas. Le journal de ses photos supprimées reste consultable, et son attestation téléchargeable.',
      takenAt: 'Prise le',
      size: 'Taille',
      reasons: {
        ttl: 'Date de suppression atteinte',
        suppression: 'Suppression manuelle',
        purge: 'Purge de fin de saison',
        sejour: 'Suppression du séjour',
      },
      files: (count: number) => `${count} fichier${count > 1 ? 's' : ''} effacé${count > 1 ? 's' : ''}`,
    },
  },
  /** Back-office texts the spec does not name; the spec's own are under `admin`. */
  backOffice: {
    conflict:
      "Ce séjour vient d'être modifié par quelqu'un d'autre : vos changements n'ont pas été enregistrés. Rechargez la page pour voir la version actuelle, puis refaites vos changements.",
    fileMissing: "Le fichier n'a pas été reçu par le stockage. Veuillez l'envoyer de nouveau.",
    importRefused: (first: string, count: number) =>
      `Rien n'a été importé. ${first.replace(/\.+$/, '')}${count > 1 ? ` (et ${count - 1} autre${count > 2 ? 's' : ''} erreur${count > 2 ? 's' : ''})` : ''}.`,
    /** The last line of a refused import's list, when it lists only the first errors. */
    importMoreErrors: (count: number) =>
      `… et ${count} autre${count > 1 ? 's' : ''} erreur${count > 1 ? 's' : ''}, à corriger aussi avant d'importer à nouveau.`,
    participantNotFound: 'Stagiaire introuvable.',
    directorNotFound: 'Formateur non trouvé',
    bookletNotFound: 'Livret introuvable.',
    fileDeleteFailed: 'Erreur lors de la suppression du fichier',
    stayNotAssignable: "Un des séjours choisis n'existe pas ou est déjà terminé.",
    invalidRecipient: (address: string) => `Adresse e-mail invalide : ${address}`,
    /** The attestation of a stay's photo deletions (xlsx), one row per photo and a summary. */
    attestation: {
      sheetName: 'Attestation',
      fileName: (stay: string) => `Attestation suppressions ${stay}.xlsx`,
      title: 'Attestation de suppression des photos',
      stay: (name: string, from: string, to: string) => `Séjour : ${name}, du ${from} au ${to}`,
      stayGone: (deletedAt: string, by: string) => `Séjour supprimé le ${deletedAt} par ${by}`,
      stayClosed: (closedAt: string) => `Séjour clôturé le ${closedAt}`,
      stayOpen: 'Séjour ouvert',
      season: (label: string, stays: number) => `Saison : ${label}, ${counted(stays, 'séjour', 'séjours')}`,
      seasonFileName: (season: string) => `Attestation suppressions saison ${season}.xlsx`,
      seasonStaysHeader: ['Séjour', 'Du', 'Au', 'État', 'Photos supprimées', 'Octets', 'Fichiers effacés'],
      stayColumn: 'Séjour',
      generated: (at: string) => `Établie le ${at} (heure de Paris)`,
      totals: (photos: number, bytes: number, files: number) =>
        `Total : ${photos} photo${photos > 1 ? 's' : ''}, ${bytes} octets, ${files} fichier${files > 1 ? 's' : ''} effacé${files > 1 ? 's' : ''}`,
      header: [
        'Supprimée le',
        'Motif',
        'Supprimée par',
        'Photo (nom donné aux familles)',
        'Photo (nom sur le téléphone)',
        'Prise le',
        'Taille (octets)',
        'Fichiers effacés',
        'Approuvée par',
        'Date de suppression prévue',
        'Identifiant',
      ],
    },
    /** The seasons panel: stays grouped by season, switched, closed and purged together. */
    seasons: {
      intro:
        "Les séjours sont regroupés par saison d'après leur date de début (hiver : décembre à mars ; printemps : avril à juin ; été : juillet et août ; automne : septembre à novembre). Cochez une saison entière ou des séjours, puis choisissez l'action.",
      loading: 'Chargement des saisons...',
      failed: 'Les saisons sont indisponibles pour le moment.',
      empty: "Aucun séjour n'est enregistré.",
      unknown: 'Saison inconnue.',
      /** A season's stays, and its families once every stay's are counted. */
      summary: (stays: number, families: number | null) =>
        families === null
          ? counted(stays, 'séjour', 'séjours')
          : `${counted(stays, 'séjour', 'séjours')}, ${counted(families, 'famille', 'familles')}`,
      families: (count: number) => counted(count, 'famille', 'familles'),
      photoSummary: (photos: number, size: string, pending: number) =>
        `${counted(photos, 'photo', 'photos')} (${size}), ${counted(pending, 'à valider', 'à valider')}`,
      counting: 'comptage…',
      countFailed: 'comptage indisponible',
      /** The counts a confirmation needs could not be read: nothing was done. */
      countsFailed: "Les séjours cochés n'ont pas pu être comptés : rien n'a été fait. Veuillez réessayer.",
      deletedCount: (count: number) => counted(count, 'supprimé', 'supprimés'),
      deletedTitle: (count: number) =>
        `${counted(count, 'séjour supprimé', 'séjours supprimés')}, dans l'attestation :`,
      deletedStay: (name: string, from: string, to: string, deletedAt: string) =>
        `${name} (${from} – ${to}), supprimé le ${deletedAt}`,
      selectSeason: (label: string) => `Cocher toute la saison ${label}`,
      selectStay: (name: string) => `Cocher ${name}`,
      selected: (count: number) => `${counted(count, 'séjour coché', 'séjours cochés')}`,
      noneSelected: "Cochez au moins un séjour avant de choisir l'action.",
      columns: {
        stay: 'Séjour',
        dates: 'Dates',
        state: 'État',
        families: 'Familles',
        photos: 'Photos',
        size: 'Stockage',
        pending: 'À valider',
      },
      states: {
        on: 'Actif',
        off: 'Désactivé',
        closed: (day: string) => `Clôturé le ${day}`,
      },
      actions: {
        activer: 'Activer',
        desactiver: 'Désactiver',
        fermer: 'Clôturer',
        rouvrir: 'Rouvrir',
        purger: 'Purger les photos',
        attestation: "Télécharger l'attestation de la saison",
      },
      /** Each confirmation says what the action does to how many stays, with what they hold. */
      confirm: {
        activer: (stays: number) =>
          `Activer ${counted(stays, 'séjour', 'séjours')} ? Ils apparaîtront sur la page publique des séjours.`,
        desactiver: (stays: number) =>
          `Désactiver ${counted(stays, 'séjour', 'séjours')} ? Ils n'apparaîtront plus sur la page publique ; les familles pourront encore se connecter jusqu'à la clôture.`,
        fermer: (stays: number, families: number) =>
          `Clôturer ${counted(stays, 'séjour', 'séjours')} ? ${counted(families, 'famille', 'familles')} et leurs équipes ne pourront plus se connecter, et les connexions en cours seront fermées. Les photos restent jusqu'à la purge.`,
        rouvrir: (stays: number) =>
          `Rouvrir ${counted(stays, 'séjour', 'séjours')} ? Leurs mots de passe permettront de nouveau de se connecter.`,
        purger: (stays: number, photos: number, size: string, pending: number) =>
          `Purger ${counted(stays, 'séjour', 'séjours')} ? Seront supprimées définitivement ${counted(photos, 'photo', 'photos')} (${size}), validées ou non, dont ${counted(pending, 'à valider', 'à valider')}. Chaque suppression est inscrite au journal et à l'attestation. Cette action est irréversible.`,
        purgeCounting: 'Comptez d’abord les photos : attendez la fin du comptage des séjours cochés.',
      },
      progress: (done: number, total: number) =>
        `${frenchCount.format(done)} séjour${done > 1 ? 's' : ''} traité${done > 1 ? 's' : ''} sur ${frenchCount.format(total)}…`,
      finished: (done: number) => `Terminé : ${counted(done, 'séjour traité', 'séjours traités')}.`,
      someFailed: (failed: number, first: string) =>
        `${counted(failed, 'séjour n’a', 'séjours n’ont')} pas pu être traité${failed > 1 ? 's' : ''} : ${first}`,
      /** Answers of the API, one stay at a time. */
      done: {
        activer: 'Séjour activé.',
        desactiver: 'Séjour désactivé.',
        fermer: 'Séjour clôturé : plus personne ne peut s’y connecter.',
        rouvrir: 'Séjour rouvert.',
        purger: 'Photos du séjour purgées.',
        purgeGoesOn: (photosLeft: number) =>
          `Purge en cours : encore ${photosLeft} photo${photosLeft > 1 ? 's' : ''} à supprimer…`,
      },
    },
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
      createStay: 'Créer un séjour',
      modifyStay: 'Modifier un séjour',
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
      seasons: 'Saisons',
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
      chooseStay: '-- Choisir un séjour --',
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
      deleteStay: 'Supprimer le séjour',
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
    /** Under a list (stays, families, directors…) while the server has not answered. */
    loadingList: 'Chargement en cours...',
    uploadFailed: 'Erreur lors du chargement du fichier.',
    /** The spec's failure texts, shown when the server sent no message of its own. */
    failures: {
      exportParticipants: "Erreur lors de l'export des participants",
      sendMail: "Erreur lors de l'envoi du message",
      booklet: 'Erreur lors du téléchargement du livret',
      deleteFile: 'Erreur lors de la suppression du fichier',
      trainer: 'Erreur lors du traitement du formateur',
      deleteDirector: 'Erreur lors de la suppression du formateur',
      deleteParticipants: 'Erreur lors de la suppression des stagiaires',
      updateParticipant: 'Erreur lors de la mise à jour du stagiaire',
      addParticipant: "Erreur lors de l'ajout du stagiaire",
      deleteFamily: 'Erreur lors de la suppression de la famille',
      report: 'Erreur lors du téléchargement du rapport',
      assign: 'Erreur lors de la mise à jour des stages attribués au formateur',
      deleteStay: 'Erreur lors de la suppression du stage',
    },
    search: 'Rechercher',
    noChoice: '--',
    logColumns: { date: 'Date', to: 'Destinataires', status: 'État' },
    passwordsFor: (type: string) => `Mot de passe (${type})`,
    recipientsCount: (count: number) => counted(count, 'destinataire', 'destinataires'),
    /** The password panel: the whole stay is mailed by the server, the page shows its count. */
    wholeStay: {
      formateur: (count: number) =>
        `Tous les directeurs du séjour (${counted(count, 'adresse', 'adresses')})`,
      stagiaire: (count: number) =>
        `Toutes les familles du séjour (${counted(count, 'famille', 'familles')})`,
    },
    shownRecipients: (shown: readonly string[], others: number) =>
      others > 0 ? `${shown.join('; ')} et ${counted(others, 'autre', 'autres')}` : shown.join('; '),
    sharedAddress: 'Une adresse partagée par plusieurs familles reçoit un seul mail.',
    extraRecipients: 'Adresses en plus, facultatif.',
    stayRecipientsNeedStay: 'Séjour : choisissez le séjour dont les adresses reçoivent le mail.',
    queued: (count: number) => `Message envoyé (${count} mail${count > 1 ? 's' : ''} en file d'envoi).`,
    defaultSubject: (org: string, stay: string) =>
      `${org} : mot de passe d'accès aux documents ${ofStay(stay)}`,
    defaultMessage: (stay: string, password: string, link: string) =>
      `Bonjour,\n\nVoici le mot de passe qui vous donne accès aux photos et documents du séjour « ${stay} » : ${password}\n\nConnectez-vous à l'adresse suivante : ${link}\n\nBien cordialement.`,
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
    homeStayDocs: 'Documents du séjour',
    homeStayDocsText: 'Les documents joints à votre séjour.',
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
    stayDocsTitle: (stay: string) => `Les documents du séjour: ${stay}`,
    noStayDocs: "Aucun document n'est joint à ce séjour.",
    evaluationTitle: (stay: string) => `Mes évaluations du Séjour ${stay}`,
    chooseParticipant: 'Choisir un stagiaire',
    midReport: "Rapport d'évaluation mi-stage",
    endReport: "Rapport d'évaluation fin de stage",
    saveReports: 'Sauvegarder les rapports',
    noParticipants: "Aucun stagiaire n'est inscrit à ce séjour.",
    reportConflict:
      "Ce rapport a été modifié par un autre formateur depuis que vous l'avez ouvert. Copiez votre texte, choisissez à nouveau le stagiaire pour voir sa version, puis enregistrez.",
    invalidName: 'Nom de fichier ou de dossier invalide.',
    nameRequired: 'Le nom est requis.',
    contentRequired: 'Le message est requis.',
    folderNotFound: 'Dossier introuvable.',
    commentNotFound: 'Question introuvable.',
    unknownParticipant: "Ce stagiaire n'est pas inscrit à ce séjour.",
    reportNotFound: 'Pas encore de rapport sauvegardé pour ce stagiaire.',
    reportsStay: 'Séjour',
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
    mailSubject: (stay: string, date: string) => `Photos ${ofStay(stay)} : à télécharger d'ici le ${date}`,
    mailText: (stay: string, date: string, count: number, link: string) =>
      `Bonjour,\n\n${count > 1 ? `Les ${count} photos du séjour « ${stay} » seront supprimées` : `La photo du séjour « ${stay} » sera supprimée`} à la fin de la journée du ${date}.\nPensez à ${count > 1 ? 'les' : 'la'} télécharger d'ici là : ${link}\n(connexion avec le mot de passe famille du séjour).\n\nBien cordialement,\nL'équipe du séjour\n`,
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
} as const;
