/**
 * The texts of "Trouver mon enfant", the child finder that runs on the family's own phone. Kept apart
 * from the public texts: a family's gallery loads them only when it opens the finder, and only the
 * button that opens it (publicMessages.stageDetails.findMyChild) is part of the first page.
 */

/** "2 000" as a French reader writes it (a narrow no-break space between the thousands). */
const count = (value: number): string => new Intl.NumberFormat('fr-FR').format(value);

const photos = (value: number): string => (value > 1 ? `${count(value)} photos` : `${count(value)} photo`);

export const faceFinderMessages = {
  title: 'Trouver mon enfant',
  close: 'Fermer',
  explanation: {
    what: 'Votre téléphone compare lui-même les visages des photos du séjour avec le visage de votre enfant, que vous choisissez.',
    nothingLeaves:
      'Aucune photo de votre enfant, aucun visage et aucune mesure de visage ne quitte votre téléphone : tout est calculé ici, rien n’est envoyé.',
    /** `until`: the day the stay's photos go, when known; otherwise kept `days` after the last search. */
    kept: (until: string | null, days: number) =>
      until === null
        ? `Ce que votre téléphone calcule reste sur cet appareil seulement : ${days} jours après votre dernière recherche, il l’efface, et « Oublier » l’efface tout de suite.`
        : `Ce que votre téléphone calcule reste sur cet appareil seulement, jusqu’au ${until}, quand les photos du séjour ne seront plus disponibles ; « Oublier » l’efface tout de suite.`,
    mayBeWrong:
      'Il peut se tromper : il a été mesuré sur des visages d’adultes, pas sur des visages d’enfants. Vérifiez les photos proposées, et parcourez aussi la galerie.',
    start: 'Commencer',
  },
  references: {
    heading: 'Le visage de votre enfant',
    hint: 'Choisissez de 1 à 3 photos du visage de votre enfant : plusieurs photos (de face, de profil, avec d’autres lumières) l’aident à le reconnaître.',
    tapStayFace: 'Touchez le visage de votre enfant',
    stayFacesLabel: 'Visages des photos du séjour',
    faceLabel: (index: number) => `Visage ${index}`,
    moreFaces: 'Voir d’autres visages',
    noStayFaces: 'Aucun visage n’a été trouvé dans les photos du séjour pour le moment.',
    orPick: 'Ou une photo de votre enfant prise sur votre téléphone',
    pickPhoto: 'Choisir une photo sur mon téléphone',
    pickedFacesLabel: 'Visages de la photo choisie',
    tapPickedFace: 'Touchez le visage de votre enfant dans la photo choisie',
    noPickedFace:
      'Aucun visage n’a été trouvé dans cette photo. Choisissez-en une autre, où le visage est net et de face.',
    reading: 'Votre téléphone cherche les visages…',
    chosenLabel: 'Visages choisis',
    chosenAlt: (index: number) => `Visage choisi ${index}`,
    remove: (index: number) => `Retirer le visage choisi ${index}`,
    full: 'Vous avez choisi 3 visages : retirez-en un pour en choisir un autre.',
    added: 'Visage ajouté.',
    removed: 'Visage retiré.',
    failed: 'Ce visage n’a pas pu être lu. Choisissez-en un autre.',
    scan: 'Chercher dans les photos du séjour',
  },
  scan: {
    heading: 'Analyse des photos',
    progress: (done: number, total: number) => `Analyse : ${count(done)} photos sur ${count(total)}…`,
    paused: (done: number, total: number) => `Analyse en pause : ${count(done)} photos sur ${count(total)}.`,
    preparing: 'Préparation de l’analyse…',
    pause: 'Pause',
    resume: 'Reprendre',
    cancel: 'Annuler',
    failed: 'L’analyse s’est interrompue. Touchez « Reprendre » pour la poursuivre.',
    foundSoFar: (value: number) =>
      `${photos(value)} trouvée${value > 1 ? 's' : ''} jusqu’ici, affichée${value > 1 ? 's' : ''} ci-dessous.`,
  },
  results: {
    heading: 'Photos où figure probablement votre enfant',
    count: (value: number) =>
      value === 0 ? 'Aucune photo trouvée.' : `${photos(value)} trouvée${value > 1 ? 's' : ''}.`,
    none: 'Aucune photo ne ressemble assez aux visages choisis. Essayez un réglage plus large, ou ajoutez un autre visage de votre enfant.',
    slider: 'Précision de la recherche',
    stricter: 'Plus stricte',
    wider: 'Plus large',
    sliderValue: (step: number, steps: number) =>
      `Réglage ${step} sur ${steps}, du plus large au plus strict`,
    changeFaces: 'Changer les visages choisis',
  },
  forget: {
    button: 'Oublier',
    confirmTitle: 'Oublier les visages de votre enfant ?',
    confirmText:
      'Les visages choisis, ainsi que les mesures des visages des photos du séjour calculées par ce téléphone, seront effacés de cet appareil. Les photos du séjour ne changent pas.',
    confirm: 'Oublier',
    done: 'C’est oublié : les visages choisis et les mesures des visages des photos du séjour ont été effacés de ce téléphone.',
    failed: 'L’effacement n’a pas pu se faire. Réessayez.',
  },
  unavailable:
    'La recherche ne peut pas fonctionner sur ce navigateur. Parcourez la galerie, ou essayez avec un navigateur plus récent.',
} as const;
