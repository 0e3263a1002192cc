import type { ApiMessage } from './en.js';

/** The API's error messages in German (en.ts has the English keys, in the same order). */
export const de: Record<ApiMessage, string> = {
  // Accounts: registration, sign-in and the emailed links (auth)
  'Invalid email or password': 'E-Mail-Adresse oder Passwort ist falsch',
  'Please enter a valid email': 'Bitte gib eine gültige E-Mail-Adresse ein',
  'Password must be at least {{min}} characters': 'Das Passwort muss mindestens {{min}} Zeichen lang sein',
  'Password must be at most {{max}} characters': 'Das Passwort darf höchstens {{max}} Zeichen lang sein',
  'Please solve the math problem': 'Bitte löse die Rechenaufgabe',
  'Incorrect answer to the security question. Please try again.':
    'Die Antwort auf die Sicherheitsfrage ist falsch. Bitte versuche es noch einmal.',
  'Email already registered': 'Diese E-Mail-Adresse ist bereits registriert',
  'The verification link is invalid or has expired.': 'Der Bestätigungslink ist ungültig oder abgelaufen.',
  'This password reset link is invalid or has expired.': 'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
  'Please log in with your email and password.': 'Bitte melde dich mit deiner E-Mail-Adresse und deinem Passwort an.',
  'Please verify your email address before signing in. Check your inbox for the activation link.':
    'Bitte bestätige deine E-Mail-Adresse, bevor du dich anmeldest. Den Aktivierungslink findest du in deinem Posteingang.',
  'Your sign-in has expired. Please enter your email and password again.':
    'Deine Anmeldung ist abgelaufen. Bitte gib deine E-Mail-Adresse und dein Passwort noch einmal ein.',
  'This account is suspended until {{date}} UTC. Please read the email we sent about it.':
    'Dieses Konto ist bis {{date}} UTC gesperrt. Bitte lies die E-Mail, die wir dir dazu geschickt haben.',
  'Signing in with a provider is not set up on this site.': 'Die Anmeldung über einen Anbieter ist auf dieser Website nicht eingerichtet.',

  // Who may do what: sessions and roles (users guards)
  'You are not signed in': 'Du bist nicht angemeldet',
  'Only home cooks can share recipes. Become a home cook from your profile to start.':
    'Nur Hobbyköche können Rezepte teilen. Werde in deinem Profil Hobbykoch, um loszulegen.',
  'Only administrators can do this': 'Das dürfen nur Admins',

  // Two-factor sign-in (two-factor)
  'Enter the 6-digit code from your authenticator app': 'Gib den 6-stelligen Code aus deiner Authenticator-App ein',
  'Enter a recovery code like abcd-efgh-jkmn': 'Gib einen Wiederherstellungscode wie abcd-efgh-jkmn ein',
  'That code is not right. Check the time on your phone and enter the newest code from your authenticator app.':
    'Dieser Code stimmt nicht. Prüfe die Uhrzeit auf deinem Handy und gib den neuesten Code aus deiner Authenticator-App ein.',
  'That code has already been used. Please wait for the next code from your authenticator app.':
    'Dieser Code wurde schon verwendet. Bitte warte auf den nächsten Code aus deiner Authenticator-App.',
  'That recovery code is not right, or it has already been used.': 'Dieser Wiederherstellungscode stimmt nicht oder wurde schon verwendet.',
  'Start the setup again: there is no new authenticator waiting to be confirmed.':
    'Starte die Einrichtung neu: Es wartet kein neuer Authenticator auf die Bestätigung.',
  'Two-factor sign-in is not on for this account.': 'Die Zwei-Faktor-Authentifizierung ist für dieses Konto nicht aktiviert.',
  'Enter your password or a code from your authenticator app.': 'Gib dein Passwort oder einen Code aus deiner Authenticator-App ein.',
  'That password or code is not right.': 'Dieses Passwort oder dieser Code stimmt nicht.',
  'Admins keep two-factor sign-in on once it is set up. You can set up a new authenticator or make new recovery codes instead.':
    'Admins behalten die Zwei-Faktor-Authentifizierung bei, sobald sie eingerichtet ist. Du kannst stattdessen einen neuen Authenticator einrichten oder neue Wiederherstellungscodes erstellen.',
  'Password must be text': 'Das Passwort muss Text sein',

  // Passkeys (passkeys)
  'Give the passkey a name (at most 60 characters), like "Laptop" or "Phone"':
    'Gib dem Passkey einen Namen (höchstens 60 Zeichen), z. B. „Laptop“ oder „Handy“',
  'This passkey request has expired or was already used. Please try again.':
    'Diese Passkey-Anfrage ist abgelaufen oder wurde schon verwendet. Bitte versuche es noch einmal.',
  'This passkey answer was made for another web address than this site. Please use Plantry at its own address.':
    'Diese Passkey-Antwort wurde für eine andere Webadresse als diese Website erstellt. Bitte nutze Plantry unter seiner eigenen Adresse.',
  'This passkey belongs to another site than this one.': 'Dieser Passkey gehört zu einer anderen Website.',
  'The passkey could not be checked. Please try again.': 'Der Passkey konnte nicht geprüft werden. Bitte versuche es noch einmal.',
  'This passkey is not known here. Sign in with your password, then add it on your profile.':
    'Dieser Passkey ist hier nicht bekannt. Melde dich mit deinem Passwort an und füge ihn dann in deinem Profil hinzu.',
  'This passkey answered with an old signature count, which a copied key would do. Sign in another way and remove it.':
    'Dieser Passkey hat mit einem alten Signaturzähler geantwortet, wie es ein kopierter Schlüssel tun würde. Melde dich auf anderem Weg an und entferne ihn.',
  'This passkey is already added to an account.': 'Dieser Passkey ist bereits einem Konto hinzugefügt.',
  'You have the most passkeys an account can have. Remove one before adding another.':
    'Du hast schon so viele Passkeys, wie ein Konto haben kann. Entferne einen, bevor du einen weiteren hinzufügst.',
  'For your safety, adding a passkey needs a recent sign-in. Please log out, sign in again and add it within 10 minutes.':
    'Zu deiner Sicherheit braucht das Hinzufügen eines Passkeys eine frische Anmeldung. Bitte melde dich ab und wieder an und füge ihn innerhalb von 10 Minuten hinzu.',
  'Passkey not found': 'Passkey nicht gefunden',
  'response must be the answer of startRegistration': 'response muss die Antwort von startRegistration sein',
  'response must be the answer of startAuthentication': 'response muss die Antwort von startAuthentication sein',

  // Your profile and your account (users, account)
  'First name is required': 'Der Vorname ist erforderlich',
  'First name must be at most 100 characters': 'Der Vorname darf höchstens 100 Zeichen lang sein',
  'Last name is required': 'Der Nachname ist erforderlich',
  'Last name must be at most 100 characters': 'Der Nachname darf höchstens 100 Zeichen lang sein',
  'Bio must be text': '„Über mich“ muss Text sein',
  'Bio must be at most {{max}} characters': '„Über mich“ darf höchstens {{max}} Zeichen lang sein',
  "role must be 'home_cook'": "role muss 'home_cook' sein",
  'language must be one of: {{values}}': 'language muss einer dieser Werte sein: {{values}}',
  'Only registered members can become home cooks': 'Nur registrierte Mitglieder können Hobbykoch werden',
  'Choose a picture to upload': 'Wähle ein Bild zum Hochladen aus',
  'Enter your password to delete your account': 'Gib dein Passwort ein, um dein Konto zu löschen',
  'That password is not right': 'Dieses Passwort stimmt nicht',
  'Enter your email address to delete your account': 'Gib deine E-Mail-Adresse ein, um dein Konto zu löschen',
  'Email must be text': 'Die E-Mail-Adresse muss Text sein',
  'Email must be at most 320 characters': 'Die E-Mail-Adresse darf höchstens 320 Zeichen lang sein',

  // Admin: members (users, admin)
  'User not found': 'Nutzer nicht gefunden',
  'An admin account cannot be suspended': 'Ein Admin-Konto kann nicht gesperrt werden',
  'Send role or emailVerified to change': 'Sende role oder emailVerified, um etwas zu ändern',
  'You cannot remove your own admin role': 'Du kannst dir deine eigene Admin-Rolle nicht entziehen',
  'You cannot mark your own email as not verified': 'Du kannst deine eigene E-Mail-Adresse nicht als unbestätigt markieren',
  'You cannot delete your own account': 'Du kannst dein eigenes Konto nicht löschen',
  'An admin account is deleted by another admin': 'Ein Admin-Konto kann nur ein anderer Admin löschen',
  'role must be one of: {{values}}': 'role muss einer dieser Werte sein: {{values}}',
  'emailVerified must be true or false': 'emailVerified muss true oder false sein',

  // Recipes: sharing and editing (recipes)
  'Recipe not found': 'Rezept nicht gefunden',
  'Title is required': 'Der Titel ist erforderlich',
  'Title must be at most {{max}} characters': 'Der Titel darf höchstens {{max}} Zeichen lang sein',
  'Description is required': 'Die Beschreibung ist erforderlich',
  'Description must be at most {{max}} characters': 'Die Beschreibung darf höchstens {{max}} Zeichen lang sein',
  'Ingredients are required: a list, or one per line': 'Zutaten sind erforderlich: als Liste oder eine pro Zeile',
  'Add at least one ingredient': 'Füge mindestens eine Zutat hinzu',
  'At most {{max}} ingredients': 'Höchstens {{max}} Zutaten',
  'Each ingredient must be at most {{max}} characters': 'Jede Zutat darf höchstens {{max}} Zeichen lang sein',
  'Instructions are required: a list, or one per line': 'Die Zubereitungsschritte sind erforderlich: als Liste oder einer pro Zeile',
  'Add at least one step': 'Füge mindestens einen Schritt hinzu',
  'At most {{max}} instructions': 'Höchstens {{max}} Zubereitungsschritte',
  'Each step must be at most {{max}} characters': 'Jeder Schritt darf höchstens {{max}} Zeichen lang sein',
  'Tags must be a list or comma-separated text': 'Schlagwörter müssen eine Liste oder durch Kommas getrennter Text sein',
  'At most {{max}} tags': 'Höchstens {{max}} Schlagwörter',
  'Each tag must be at most {{max}} characters': 'Jedes Schlagwort darf höchstens {{max}} Zeichen lang sein',
  'Helpful notes must be at most {{max}} characters': 'Die hilfreichen Hinweise dürfen höchstens {{max}} Zeichen lang sein',
  'Link to full recipe must be a web address starting with http:// or https://':
    'Der Link zum vollständigen Rezept muss eine Webadresse sein, die mit http:// oder https:// beginnt',
  'Link to full recipe must be at most {{max}} characters': 'Der Link zum vollständigen Rezept darf höchstens {{max}} Zeichen lang sein',
  'cuisineId must be the id of a cuisine': 'cuisineId muss die ID einer Küche sein',
  'cuisineId must be the id of an active cuisine': 'cuisineId muss die ID einer aktiven Küche sein',
  'Prep time must be a whole number of minutes': 'Die Vorbereitungszeit muss eine ganze Zahl von Minuten sein',
  'Prep time must be at most {{max}} minutes': 'Die Vorbereitungszeit darf höchstens {{max}} Minuten betragen',
  'Cook time must be a whole number of minutes': 'Die Kochzeit muss eine ganze Zahl von Minuten sein',
  'Cook time must be at most {{max}} minutes': 'Die Kochzeit darf höchstens {{max}} Minuten betragen',
  'Servings must be a whole number': 'Die Portionenzahl muss eine ganze Zahl sein',
  'Servings must be at least 1': 'Die Portionenzahl muss mindestens 1 sein',
  'Servings must be at most {{max}}': 'Die Portionenzahl darf höchstens {{max}} sein',
  'freeFrom may only name {{values}}, separated by commas': 'freeFrom darf nur {{values}} nennen, durch Kommas getrennt',
  'Ingredient corrections must be a list': 'Die Zutatenkorrekturen müssen eine Liste sein',
  'At most {{max}} ingredient corrections': 'Höchstens {{max}} Zutatenkorrekturen',
  'Each ingredient correction must be an object with text, isGroup, quantity, quantity2, unit, name and note':
    'Jede Zutatenkorrektur muss ein Objekt mit text, isGroup, quantity, quantity2, unit, name und note sein',
  'Each ingredient correction needs the text of its line': 'Jede Zutatenkorrektur braucht den Text ihrer Zeile',
  "An ingredient correction's isGroup must be true or false": 'isGroup einer Zutatenkorrektur muss true oder false sein',
  "An ingredient's amounts must be numbers from 0 to {{max}}, or empty":
    'Die Mengen einer Zutat müssen Zahlen von 0 bis {{max}} sein oder leer bleiben',
  "An ingredient's unit must be one of the units offered, or none":
    'Die Einheit einer Zutat muss eine der angebotenen Einheiten sein oder keine',
  "An ingredient's name must be text of at most {{max}} characters": 'Der Name einer Zutat muss Text mit höchstens {{max}} Zeichen sein',
  "An ingredient's note must be text of at most {{max}} characters, or empty":
    'Die Notiz zu einer Zutat muss Text mit höchstens {{max}} Zeichen sein oder leer bleiben',
  "Each ingredient correction must be for one of the recipe's ingredient lines, as written":
    'Jede Zutatenkorrektur muss zu einer der Zutatenzeilen des Rezepts gehören, genau so, wie sie geschrieben ist',
  'keepImages must be a list of image URLs': 'keepImages muss eine Liste von Bild-URLs sein',
  'keepImages may only name images this recipe has now': 'keepImages darf nur Bilder nennen, die dieses Rezept gerade hat',
  'A recipe holds at most {{max}} images (a featured image and {{gallery}} more)':
    'Ein Rezept kann höchstens {{max}} Bilder haben (ein Titelbild und {{gallery}} weitere)',
  'A recipe with this title and these ingredients already exists': 'Ein Rezept mit diesem Titel und diesen Zutaten gibt es schon',
  'You can only change your own recipes': 'Du kannst nur deine eigenen Rezepte ändern',
  'isApproved must be true or false': 'isApproved muss true oder false sein',

  // Recipe lists, search and "What can I cook?" (recipes)
  'at most {{max}} tags': 'Höchstens {{max}} Schlagwörter',
  'maxMinutes must be a whole number of minutes': 'maxMinutes muss eine ganze Zahl von Minuten sein',
  'maxMinutes must be at least 1': 'maxMinutes muss mindestens 1 sein',
  'maxMinutes must be at most {{max}}': 'maxMinutes darf höchstens {{max}} sein',
  'each food in have must be at most {{max}} characters': 'Jedes Lebensmittel in have darf höchstens {{max}} Zeichen lang sein',
  'have must name at least one food': 'have muss mindestens ein Lebensmittel nennen',
  'have may name at most {{max}} foods': 'have darf höchstens {{max}} Lebensmittel nennen',
  'maxMissing must be a whole number': 'maxMissing muss eine ganze Zahl sein',
  'maxMissing must be at least 0': 'maxMissing muss mindestens 0 sein',
  'maxMissing must be at most {{max}}': 'maxMissing darf höchstens {{max}} sein',
  'sortBy must be one of: {{values}}': 'sortBy muss einer dieser Werte sein: {{values}}',
  'status must be one of: {{values}}': 'status muss einer dieser Werte sein: {{values}}',
  'flagged must be true or false': 'flagged muss true oder false sein',

  // Photos and uploads (images, common/http/image-uploads; the CSV upload shares some)
  'The photos of one upload may hold at most {{max}} megapixels together. Please send fewer or smaller photos.':
    'Die Fotos eines Uploads dürfen zusammen höchstens {{max}} Megapixel haben. Bitte sende weniger oder kleinere Fotos.',
  'The photos of one upload may be at most {{max}} MB together. Please send fewer or smaller photos.':
    'Die Fotos eines Uploads dürfen zusammen höchstens {{max}} MB groß sein. Bitte sende weniger oder kleinere Fotos.',
  'Each image must be at most {{max}} MB': 'Jedes Bild darf höchstens {{max}} MB groß sein',
  'At most {{max}} file(s) in {{field}}': 'Höchstens {{max}} Datei(en) in {{field}}',
  'Files are only accepted in featuredImage and galleryImages': 'Dateien werden nur in featuredImage und galleryImages angenommen',
  'Files are only accepted in {{field}}': 'Dateien werden nur in {{field}} angenommen',
  'Too many files: at most {{max}} in one upload': 'Zu viele Dateien: höchstens {{max}} pro Upload',
  'The field {{field}} is too long': 'Das Feld {{field}} ist zu lang',
  'The upload could not be read': 'Der Upload konnte nicht gelesen werden',
  'The upload could not be read (Too many parts)': 'Der Upload konnte nicht gelesen werden (zu viele Teile)',
  'The upload could not be read (Field name too long)': 'Der Upload konnte nicht gelesen werden (Feldname zu lang)',
  'The upload could not be read (Field value too long)': 'Der Upload konnte nicht gelesen werden (Feldwert zu lang)',
  'The upload could not be read (Too many fields)': 'Der Upload konnte nicht gelesen werden (zu viele Felder)',
  'The upload could not be read (Field name missing)': 'Der Upload konnte nicht gelesen werden (Feldname fehlt)',
  'The upload could not be read (Invalid field name)': 'Der Upload konnte nicht gelesen werden (ungültiger Feldname)',
  'The upload could not be read (File stream was destroyed)':
    'Der Upload konnte nicht gelesen werden (die Übertragung der Datei wurde abgebrochen)',
  'The upload could not be read ({{reason}})': 'Der Upload konnte nicht gelesen werden ({{reason}})',
  'The picture ({{file}}) is not a supported image (JPEG, PNG, WebP, AVIF or GIF)':
    'Das Profilbild ({{file}}) ist kein unterstütztes Bild (JPEG, PNG, WebP, AVIF oder GIF)',
  'The picture ({{file}}) has too many pixels (at most {{max}} megapixels)':
    'Das Profilbild ({{file}}) hat zu viele Pixel (höchstens {{max}} Megapixel)',
  'The picture ({{file}}) is too large (at most {{max}} MB)': 'Das Profilbild ({{file}}) ist zu groß (höchstens {{max}} MB)',
  'The picture ({{file}}) could not be read: the file is damaged or incomplete':
    'Das Profilbild ({{file}}) konnte nicht gelesen werden: Die Datei ist beschädigt oder unvollständig',
  'The featured image ({{file}}) is not a supported image (JPEG, PNG, WebP, AVIF or GIF)':
    'Das Titelbild ({{file}}) ist kein unterstütztes Bild (JPEG, PNG, WebP, AVIF oder GIF)',
  'The featured image ({{file}}) has too many pixels (at most {{max}} megapixels)':
    'Das Titelbild ({{file}}) hat zu viele Pixel (höchstens {{max}} Megapixel)',
  'The featured image ({{file}}) is too large (at most {{max}} MB)': 'Das Titelbild ({{file}}) ist zu groß (höchstens {{max}} MB)',
  'The featured image ({{file}}) could not be read: the file is damaged or incomplete':
    'Das Titelbild ({{file}}) konnte nicht gelesen werden: Die Datei ist beschädigt oder unvollständig',
  'Gallery image {{number}} ({{file}}) is not a supported image (JPEG, PNG, WebP, AVIF or GIF)':
    'Galeriebild {{number}} ({{file}}) ist kein unterstütztes Bild (JPEG, PNG, WebP, AVIF oder GIF)',
  'Gallery image {{number}} ({{file}}) has too many pixels (at most {{max}} megapixels)':
    'Galeriebild {{number}} ({{file}}) hat zu viele Pixel (höchstens {{max}} Megapixel)',
  'Gallery image {{number}} ({{file}}) is too large (at most {{max}} MB)':
    'Galeriebild {{number}} ({{file}}) ist zu groß (höchstens {{max}} MB)',
  'Gallery image {{number}} ({{file}}) could not be read: the file is damaged or incomplete':
    'Galeriebild {{number}} ({{file}}) konnte nicht gelesen werden: Die Datei ist beschädigt oder unvollständig',
  'New image {{number}} ({{file}}) is not a supported image (JPEG, PNG, WebP, AVIF or GIF)':
    'Neues Bild {{number}} ({{file}}) ist kein unterstütztes Bild (JPEG, PNG, WebP, AVIF oder GIF)',
  'New image {{number}} ({{file}}) has too many pixels (at most {{max}} megapixels)':
    'Neues Bild {{number}} ({{file}}) hat zu viele Pixel (höchstens {{max}} Megapixel)',
  'New image {{number}} ({{file}}) is too large (at most {{max}} MB)':
    'Neues Bild {{number}} ({{file}}) ist zu groß (höchstens {{max}} MB)',
  'New image {{number}} ({{file}}) could not be read: the file is damaged or incomplete':
    'Neues Bild {{number}} ({{file}}) konnte nicht gelesen werden: Die Datei ist beschädigt oder unvollständig',
  'Photo {{number}} ({{file}}) is not a supported image (JPEG, PNG, WebP, AVIF or GIF)':
    'Foto {{number}} ({{file}}) ist kein unterstütztes Bild (JPEG, PNG, WebP, AVIF oder GIF)',
  'Photo {{number}} ({{file}}) has too many pixels (at most {{max}} megapixels)':
    'Foto {{number}} ({{file}}) hat zu viele Pixel (höchstens {{max}} Megapixel)',
  'Photo {{number}} ({{file}}) is too large (at most {{max}} MB)': 'Foto {{number}} ({{file}}) ist zu groß (höchstens {{max}} MB)',
  'Photo {{number}} ({{file}}) could not be read: the file is damaged or incomplete':
    'Foto {{number}} ({{file}}) konnte nicht gelesen werden: Die Datei ist beschädigt oder unvollständig',

  // Reviews and replies (reviews)
  'Review not found': 'Bewertung nicht gefunden',
  'Reply not found': 'Antwort nicht gefunden',
  'Rating must be a whole number from 1 to 5': 'Die Sternebewertung muss eine ganze Zahl von 1 bis 5 sein',
  'Comment must be at most {{max}} characters': 'Der Kommentar darf höchstens {{max}} Zeichen lang sein',
  'Too many images: Please select up to {{max}} images only.': 'Zu viele Bilder: Bitte wähle höchstens {{max}} Bilder aus.',
  'Reply is required': 'Die Antwort darf nicht leer sein',
  'Reply must be at most {{max}} characters': 'Die Antwort darf höchstens {{max}} Zeichen lang sein',
  'You cannot review your own recipe': 'Du kannst dein eigenes Rezept nicht bewerten',
  'You have already reviewed this recipe. You can edit your review instead.':
    'Du hast dieses Rezept bereits bewertet. Du kannst stattdessen deine Bewertung bearbeiten.',
  'You can only change your own reviews': 'Du kannst nur deine eigenen Bewertungen ändern',
  "Only the recipe's author and admins can reply to its reviews":
    'Nur die Person, die das Rezept verfasst hat, und Admins können auf seine Bewertungen antworten',
  'You can only change your own replies': 'Du kannst nur deine eigenen Antworten ändern',
  'You cannot mark your own review helpful': 'Du kannst deine eigene Bewertung nicht als hilfreich markieren',

  // Collections (collections)
  'Collection not found': 'Sammlung nicht gefunden',
  'Only its owner can change this collection': 'Diese Sammlung kann nur ihr Besitzer ändern',
  'You can keep at most {{max}} collections': 'Du kannst höchstens {{max}} Sammlungen haben',
  'A collection holds at most {{max}} recipes': 'Eine Sammlung kann höchstens {{max}} Rezepte enthalten',
  'Name is required': 'Der Name ist erforderlich',
  'Name must be at most {{max}} characters': 'Der Name darf höchstens {{max}} Zeichen lang sein',
  'Description must be text': 'Die Beschreibung muss Text sein',
  'isPublic must be true or false': 'isPublic muss true oder false sein',

  // Cooks and following (cooks)
  'Cook not found': 'Koch nicht gefunden',
  'You cannot follow yourself': 'Du kannst dir nicht selbst folgen',
  'You can follow at most {{max}} cooks': 'Du kannst höchstens {{max}} Köchen folgen',

  // The shopping list (shopping)
  'Shopping list item not found': 'Eintrag der Einkaufsliste nicht gefunden',
  "Write what to buy, for example '2 onions'": "Schreib, was du kaufen willst, zum Beispiel '2 Zwiebeln'",
  'An item must be at most {{max}} characters': 'Ein Eintrag darf höchstens {{max}} Zeichen lang sein',
  'Your shopping list is full ({{max}} items at most): remove checked items first':
    'Deine Einkaufsliste ist voll (höchstens {{max}} Einträge): Entferne zuerst abgehakte Einträge',
  'Servings must be a number above 0, with at most 2 decimals':
    'Die Portionenzahl muss eine Zahl über 0 mit höchstens 2 Nachkommastellen sein',
  'checked must be true or false': 'checked muss true oder false sein',

  // Ingredient swaps (swaps)
  'There is no such swap': 'Diese Alternative gibt es nicht',

  // Admin: cuisines (cuisines)
  'Cuisine not found': 'Küche nicht gefunden',
  'Cuisine name is required': 'Der Name der Küche ist erforderlich',
  'Cuisine name must be at most {{max}} characters': 'Der Name der Küche darf höchstens {{max}} Zeichen lang sein',
  "A cuisine named '{{name}}' already exists": "Eine Küche namens '{{name}}' gibt es schon",
  'isActive must be true or false': 'isActive muss true oder false sein',
  'emoji must be text': 'emoji muss Text sein',
  'emoji must be at most 16 characters': 'emoji darf höchstens 16 Zeichen lang sein',

  // Notifications and unsubscribe links (notifications); settings[] items are validated as nested objects
  'Notification not found': 'Benachrichtigung nicht gefunden',
  'This unsubscribe link is not valid': 'Dieser Abmeldelink ist ungültig',
  'List-Unsubscribe must be One-Click': 'List-Unsubscribe muss One-Click sein',
  'settings must be a list': 'settings muss eine Liste sein',
  'settings has at most {{max}} entries': 'settings hat höchstens {{max}} Einträge',
  'settings.{{index}}.kind must be one of: {{values}}': 'In settings.{{index}} muss kind einer dieser Werte sein: {{values}}',
  'settings.{{index}}.inApp must be true or false': 'In settings.{{index}} muss inApp true oder false sein',
  'settings.{{index}}.byEmail must be true or false': 'In settings.{{index}} muss byEmail true oder false sein',
  'settings.{{index}}.property {{property}} should not exist': 'In settings.{{index}} ist die Eigenschaft {{property}} nicht erlaubt',

  // Reports and moderation, and what new members may post (moderation, common/auth/posting-allowance)
  'You cannot report your own content': 'Du kannst deine eigenen Inhalte nicht melden',
  'targetKind must be one of: {{values}}': 'targetKind muss einer dieser Werte sein: {{values}}',
  'reason must be one of: {{values}}': 'reason muss einer dieser Werte sein: {{values}}',
  'Note must be text': 'Der Hinweis muss Text sein',
  'Note must be at most {{max}} characters': 'Der Hinweis darf höchstens {{max}} Zeichen lang sein',
  'action must be one of: {{values}}': 'action muss einer dieser Werte sein: {{values}}',
  'Reason is required': 'Der Grund ist erforderlich',
  'Reason must be at most {{max}} characters': 'Der Grund darf höchstens {{max}} Zeichen lang sein',
  'days must be one of: {{values}}': 'days muss einer dieser Werte sein: {{values}}',
  'Choose how many days to suspend for: {{values}}': 'Wähle, für wie viele Tage gesperrt wird: {{values}}',
  'New members can post {{limit}} recipes a day in their first {{days}} days. Please try again tomorrow.':
    'Neue Mitglieder können in ihren ersten {{days}} Tagen {{limit}} Rezepte pro Tag veröffentlichen. Bitte versuche es morgen noch einmal.',
  'New members can post {{limit}} reviews a day in their first {{days}} days. Please try again tomorrow.':
    'Neue Mitglieder können in ihren ersten {{days}} Tagen {{limit}} Bewertungen pro Tag veröffentlichen. Bitte versuche es morgen noch einmal.',

  // The contact form and its messages (contact)
  'Name must be at least 2 characters': 'Der Name muss mindestens 2 Zeichen lang sein',
  'Please enter a valid email address': 'Bitte gib eine gültige E-Mail-Adresse ein',
  'Subject must be at least 5 characters': 'Der Betreff muss mindestens 5 Zeichen lang sein',
  'Subject must be at most 200 characters': 'Der Betreff darf höchstens 200 Zeichen lang sein',
  'Message must be at least 10 characters': 'Die Nachricht muss mindestens 10 Zeichen lang sein',
  'Message must be at most 5000 characters': 'Die Nachricht darf höchstens 5000 Zeichen lang sein',
  'Message not found': 'Nachricht nicht gefunden',
  'handled must be true or false': 'handled muss true oder false sein',

  // Importing a recipe from a link (link-import)
  'Please enter a web address starting with http:// or https://.': 'Bitte gib eine Webadresse ein, die mit http:// oder https:// beginnt.',
  'The address may be at most {{max}} characters long.': 'Die Adresse darf höchstens {{max}} Zeichen lang sein.',
  "That address leads to a private or local network, which Plantry never fetches. Paste the recipe's public web address.":
    'Diese Adresse führt in ein privates oder lokales Netzwerk, das Plantry nie abruft. Füge die öffentliche Webadresse des Rezepts ein.',
  'That address cannot be imported: addresses with a user name or password are not fetched.':
    'Diese Adresse kann nicht importiert werden: Adressen mit Benutzername oder Passwort werden nicht abgerufen.',
  'This link import is over or was never started. Paste the address again.':
    'Dieser Link-Import ist beendet oder wurde nie gestartet. Füge die Adresse noch einmal ein.',
  'No recipe was found on that page. Plantry reads the recipe a site publishes for search engines (schema.org Recipe), and this page has none. You can copy the recipe in by hand.':
    'Auf dieser Seite wurde kein Rezept gefunden. Plantry liest das Rezept, das eine Website für Suchmaschinen veröffentlicht (schema.org Recipe), und diese Seite hat keins. Du kannst das Rezept von Hand übertragen.',
  'The page could not be read. Please try again.': 'Die Seite konnte nicht gelesen werden. Bitte versuche es erneut.',
  'That address cannot be imported: {{reason}}.': 'Diese Adresse kann nicht importiert werden: {{reason}}.',
  'The site did not answer within {{seconds}} seconds. Try again later, or copy the recipe in by hand.':
    'Die Website hat nicht innerhalb von {{seconds}} Sekunden geantwortet. Versuche es später noch einmal oder übertrage das Rezept von Hand.',
  'The site refused to share that page with Plantry (it answered {{status}}). Some sites block imports: copy the recipe in by hand.':
    'Die Website hat Plantry diese Seite verweigert (Antwort {{status}}). Manche Websites sperren Importe: Übertrage das Rezept von Hand.',
  'The site has no page at that address (it answered {{status}}). Check the address.':
    'Unter dieser Adresse hat die Website keine Seite (Antwort {{status}}). Prüfe die Adresse.',
  'The site could not give the page (it answered {{status}}). Try again later.':
    'Die Website konnte die Seite nicht liefern (Antwort {{status}}). Versuche es später noch einmal.',
  'That address is not a web page (it is {{type}}).': 'Diese Adresse ist keine Webseite (sondern {{type}}).',
  'The page could not be fetched: {{reason}}.': 'Die Seite konnte nicht abgerufen werden: {{reason}}.',
  "The recipe's picture could not be brought over ({{reason}}). You can add a photo yourself.":
    'Das Bild des Rezepts konnte nicht übernommen werden ({{reason}}). Du kannst selbst ein Foto hinzufügen.',

  // Admin: CSV import (import); missingColumnsMessage names the missing columns, in every combination
  'Invalid File: Please select a valid CSV file': 'Ungültige Datei: Bitte wähle eine gültige CSV-Datei aus',
  'Invalid File: Please select a valid CSV file (a .csv file; this one is {{type}})':
    'Ungültige Datei: Bitte wähle eine gültige CSV-Datei aus (eine .csv-Datei; diese ist {{type}})',
  'Invalid File: Please select a valid CSV file (the file is empty)':
    'Ungültige Datei: Bitte wähle eine gültige CSV-Datei aus (die Datei ist leer)',
  'Invalid File: Please select a valid CSV file (the file holds binary data, not text)':
    'Ungültige Datei: Bitte wähle eine gültige CSV-Datei aus (die Datei enthält Binärdaten, keinen Text)',
  'Invalid File: Please select a valid CSV file (the file is not UTF-8 text (save it as "CSV UTF-8"))':
    'Ungültige Datei: Bitte wähle eine gültige CSV-Datei aus (die Datei ist kein UTF-8-Text (speichere sie als „CSV UTF-8“))',
  'Invalid File: Please select a valid CSV file (the first line has no columns separated by commas, semicolons or tabs)':
    'Ungültige Datei: Bitte wähle eine gültige CSV-Datei aus (die erste Zeile hat keine durch Kommas, Semikolons oder Tabulatoren getrennten Spalten)',
  'Invalid File: Please select a valid CSV file (the file has no header row)':
    'Ungültige Datei: Bitte wähle eine gültige CSV-Datei aus (die Datei hat keine Kopfzeile)',
  "The file has no title column (named 'title', 'recipe title' or 'recipe name')":
    "Die Datei hat keine Spalte title (mit dem Namen 'title', 'recipe title' oder 'recipe name')",
  "The file has no ingredients column (named 'ingredients', 'ingredient list' or 'recipe ingredients')":
    "Die Datei hat keine Spalte ingredients (mit dem Namen 'ingredients', 'ingredient list' oder 'recipe ingredients')",
  "The file has no instructions column (named 'instructions', 'method' or 'directions')":
    "Die Datei hat keine Spalte instructions (mit dem Namen 'instructions', 'method' oder 'directions')",
  "The file has no title column (named 'title', 'recipe title' or 'recipe name') and no ingredients column (named 'ingredients', 'ingredient list' or 'recipe ingredients')":
    "Die Datei hat keine Spalte title (mit dem Namen 'title', 'recipe title' oder 'recipe name') und keine Spalte ingredients (mit dem Namen 'ingredients', 'ingredient list' oder 'recipe ingredients')",
  "The file has no title column (named 'title', 'recipe title' or 'recipe name') and no instructions column (named 'instructions', 'method' or 'directions')":
    "Die Datei hat keine Spalte title (mit dem Namen 'title', 'recipe title' oder 'recipe name') und keine Spalte instructions (mit dem Namen 'instructions', 'method' oder 'directions')",
  "The file has no ingredients column (named 'ingredients', 'ingredient list' or 'recipe ingredients') and no instructions column (named 'instructions', 'method' or 'directions')":
    "Die Datei hat keine Spalte ingredients (mit dem Namen 'ingredients', 'ingredient list' oder 'recipe ingredients') und keine Spalte instructions (mit dem Namen 'instructions', 'method' oder 'directions')",
  "The file has no title column (named 'title', 'recipe title' or 'recipe name') and no ingredients column (named 'ingredients', 'ingredient list' or 'recipe ingredients') and no instructions column (named 'instructions', 'method' or 'directions')":
    "Die Datei hat keine Spalte title (mit dem Namen 'title', 'recipe title' oder 'recipe name') und keine Spalte ingredients (mit dem Namen 'ingredients', 'ingredient list' oder 'recipe ingredients') und keine Spalte instructions (mit dem Namen 'instructions', 'method' oder 'directions')",
  'The CSV file must be at most {{max}} MB': 'Die CSV-Datei darf höchstens {{max}} MB groß sein',
  'Send one CSV file, in the field {{field}}': 'Sende genau eine CSV-Datei im Feld {{field}}',
  'Import not found': 'Import nicht gefunden',
  'dryRun must be true or false': 'dryRun muss true oder false sein',

  // Lists: paging, sorting and searching, and ids in paths (common/dto, common/http/id-param)
  'limit must be a whole number': 'limit muss eine ganze Zahl sein',
  'limit must be at least 1': 'limit muss mindestens 1 sein',
  'limit must be at most {{max}}': 'limit darf höchstens {{max}} sein',
  'offset must be a whole number': 'offset muss eine ganze Zahl sein',
  'offset must be at least 0': 'offset muss mindestens 0 sein',
  'offset must be at most 1000000': 'offset darf höchstens 1000000 sein',
  'order must be asc or desc': 'order muss asc oder desc sein',
  'search must be text': 'search muss Text sein',
  'search must be at most {{max}} characters': 'search darf höchstens {{max}} Zeichen lang sein',
  '{{property}} must be a positive whole number': '{{property}} muss eine positive ganze Zahl sein',

  // Requests: cross-site requests, body types, rate limits and outages (common/http, common/rate-limit)
  'Cross-site requests are not allowed': 'Anfragen von anderen Websites sind nicht erlaubt',
  'Send JSON or a multipart form': 'Sende JSON oder ein Multipart-Formular',
  'Send JSON (Content-Type: application/json)': 'Sende JSON (Content-Type: application/json)',
  'The request body is nested too deeply (at most {{max}} levels)':
    'Der Inhalt der Anfrage ist zu tief verschachtelt (höchstens {{max}} Ebenen)',
  'Too many attempts. Please try again in {{minutes}} minute.': 'Zu viele Versuche. Bitte versuche es in {{minutes}} Minute noch einmal.',
  'Too many attempts. Please try again in {{minutes}} minutes.': 'Zu viele Versuche. Bitte versuche es in {{minutes}} Minuten noch einmal.',
  'The service is busy. Please try again in a moment.': 'Der Dienst ist gerade ausgelastet. Bitte versuche es gleich noch einmal.',
  'The service is unavailable for a moment. Please try again shortly.':
    'Der Dienst ist kurz nicht erreichbar. Bitte versuche es gleich noch einmal.',
  'Files cannot be saved right now. Please try again later.':
    'Dateien können gerade nicht gespeichert werden. Bitte versuche es später noch einmal.',
  'Too many photos are being processed right now. Please try again in a moment.':
    'Gerade werden zu viele Fotos verarbeitet. Bitte versuche es gleich noch einmal.',

  // The benchmark ceiling (bench; only with BENCH_CEILING=true)
  'bytes must be a whole number up to 1000000': 'bytes muss eine ganze Zahl bis 1000000 sein',

  // class-validator's defaults (decorators without a message) and Nest's ValidationPipe; longer forms before the shorter they hold
  'property {{property}} should not exist': 'Die Eigenschaft {{property}} ist nicht erlaubt',
  'each value in nested property {{property}} must be either object or array':
    'Jeder Wert der verschachtelten Eigenschaft {{property}} muss ein Objekt oder ein Array sein',
  '{{path}}.each value in nested property {{property}} must be either object or array':
    'In {{path}} muss jeder Wert der verschachtelten Eigenschaft {{property}} ein Objekt oder ein Array sein',
  'each value in {{property}} must be a string': 'Jeder Wert in {{property}} muss Text sein',
  'each value in {{property}} must be shorter than or equal to {{max}} characters':
    'Jeder Wert in {{property}} darf höchstens {{max}} Zeichen lang sein',
  '{{property}} must be a string': '{{property}} muss Text sein',
  '{{property}} must be shorter than or equal to {{max}} characters': '{{property}} darf höchstens {{max}} Zeichen lang sein',
  '{{property}} must be an integer number': '{{property}} muss eine ganze Zahl sein',
  '{{property}} must not be less than {{min}}': '{{property}} darf nicht kleiner als {{min}} sein',
  'Validation failed (object is expected)': 'Validierung fehlgeschlagen (Objekt erwartet)',
  'Further validation errors were omitted': 'Weitere Validierungsfehler wurden ausgelassen',

  // Nest's router (an unknown API path), ParseUUIDPipe, and Express's body parser (the body as sent)
  'Validation failed (uuid v 4 is expected)': 'Validierung fehlgeschlagen (UUID v4 erwartet)',
  'Cannot {{method}} {{path}}': 'Die Route {{method}} {{path}} gibt es nicht',
  'The request body is not valid JSON: {{detail}}': 'Der Inhalt der Anfrage ist kein gültiges JSON: {{detail}}',
  'Not Found': 'Nicht gefunden',
  Forbidden: 'Verboten',
  "Failed to decode param '{{param}}'": "Der Parameter '{{param}}' konnte nicht gelesen werden",
  'request entity too large': 'Die Anfrage ist zu groß',
  'request aborted': 'Die Anfrage wurde abgebrochen',
  'request size did not match content length': 'Die Größe der Anfrage passt nicht zu ihrer Content-Length',
  'unsupported charset "{{charset}}"': 'Nicht unterstützter Zeichensatz: „{{charset}}“',
  'unsupported content encoding "{{encoding}}"': 'Nicht unterstützte Inhaltskodierung: „{{encoding}}“',
  'content encoding unsupported': 'Inhaltskodierung nicht unterstützt',
  'too many parameters': 'Zu viele Parameter',
  'The input exceeded the depth': 'Die Eingabe ist zu tief verschachtelt',
};
