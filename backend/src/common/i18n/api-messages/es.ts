import type { ApiMessage } from './en.js';

/** The API's error messages in Spanish (en.ts has the English keys, in the same order). */
export const es: Record<ApiMessage, string> = {
  // Accounts: registration, sign-in and the emailed links (auth)
  'Invalid email or password': 'Correo electrónico o contraseña incorrectos',
  'Please enter a valid email': 'Introduce un correo electrónico válido',
  'Password must be at least {{min}} characters': 'La contraseña debe tener al menos {{min}} caracteres',
  'Password must be at most {{max}} characters': 'La contraseña debe tener como máximo {{max}} caracteres',
  'Please solve the math problem': 'Resuelve la operación matemática',
  'Incorrect answer to the security question. Please try again.':
    'La respuesta a la pregunta de seguridad no es correcta. Inténtalo de nuevo.',
  'Email already registered': 'Este correo electrónico ya está registrado',
  'The verification link is invalid or has expired.': 'El enlace de verificación no es válido o ha caducado.',
  'This password reset link is invalid or has expired.': 'Este enlace para restablecer la contraseña no es válido o ha caducado.',
  'Please log in with your email and password.': 'Inicia sesión con tu correo electrónico y tu contraseña.',
  'Please verify your email address before signing in. Check your inbox for the activation link.':
    'Verifica tu dirección de correo electrónico antes de iniciar sesión. Busca el enlace de activación en tu bandeja de entrada.',
  'Your sign-in has expired. Please enter your email and password again.':
    'Tu inicio de sesión ha caducado. Vuelve a introducir tu correo electrónico y tu contraseña.',
  'This account is suspended until {{date}} UTC. Please read the email we sent about it.':
    'Esta cuenta está suspendida hasta el {{date}} UTC. Lee el correo que te enviamos al respecto.',
  'Signing in with a provider is not set up on this site.': 'Este sitio no tiene configurado el inicio de sesión con un proveedor.',

  // Who may do what: sessions and roles (users guards)
  'You are not signed in': 'No has iniciado sesión',
  'Only home cooks can share recipes. Become a home cook from your profile to start.':
    'Solo los cocineros caseros pueden compartir recetas. Hazte cocinero casero desde tu perfil para empezar.',
  'Only administrators can do this': 'Solo los administradores pueden hacer esto',

  // Two-factor sign-in (two-factor)
  'Enter the 6-digit code from your authenticator app': 'Introduce el código de 6 dígitos de tu app de autenticación',
  'Enter a recovery code like abcd-efgh-jkmn': 'Introduce un código de recuperación como abcd-efgh-jkmn',
  'That code is not right. Check the time on your phone and enter the newest code from your authenticator app.':
    'Ese código no es correcto. Comprueba la hora de tu teléfono e introduce el código más reciente de tu app de autenticación.',
  'That code has already been used. Please wait for the next code from your authenticator app.':
    'Ese código ya se ha usado. Espera al siguiente código de tu app de autenticación.',
  'That recovery code is not right, or it has already been used.': 'Ese código de recuperación no es correcto o ya se ha usado.',
  'Start the setup again: there is no new authenticator waiting to be confirmed.':
    'Vuelve a empezar la configuración: no hay ningún autenticador nuevo pendiente de confirmar.',
  'Two-factor sign-in is not on for this account.': 'La verificación en dos pasos no está activada en esta cuenta.',
  'Enter your password or a code from your authenticator app.': 'Introduce tu contraseña o un código de tu app de autenticación.',
  'That password or code is not right.': 'Esa contraseña o ese código no son correctos.',
  'Admins keep two-factor sign-in on once it is set up. You can set up a new authenticator or make new recovery codes instead.':
    'Los administradores mantienen activada la verificación en dos pasos una vez configurada. En su lugar, puedes configurar un autenticador nuevo o crear códigos de recuperación nuevos.',
  'Password must be text': 'La contraseña debe ser texto',

  // Passkeys (passkeys)
  'Give the passkey a name (at most 60 characters), like "Laptop" or "Phone"':
    'Ponle un nombre a la llave de acceso (60 caracteres como máximo), como "Portátil" o "Teléfono"',
  'This passkey request has expired or was already used. Please try again.':
    'Esta solicitud de llave de acceso ha caducado o ya se ha usado. Inténtalo de nuevo.',
  'This passkey answer was made for another web address than this site. Please use Plantry at its own address.':
    'Esta respuesta de la llave de acceso se creó para una dirección web distinta de este sitio. Usa Plantry en su propia dirección.',
  'This passkey belongs to another site than this one.': 'Esta llave de acceso pertenece a otro sitio, no a este.',
  'The passkey could not be checked. Please try again.': 'No se ha podido comprobar la llave de acceso. Inténtalo de nuevo.',
  'This passkey is not known here. Sign in with your password, then add it on your profile.':
    'Aquí no conocemos esta llave de acceso. Inicia sesión con tu contraseña y luego añádela en tu perfil.',
  'This passkey answered with an old signature count, which a copied key would do. Sign in another way and remove it.':
    'Esta llave de acceso respondió con un contador de firmas antiguo, como haría una llave copiada. Inicia sesión de otra forma y elimínala.',
  'This passkey is already added to an account.': 'Esta llave de acceso ya está añadida a una cuenta.',
  'You have the most passkeys an account can have. Remove one before adding another.':
    'Ya tienes el máximo de llaves de acceso que puede tener una cuenta. Elimina una antes de añadir otra.',
  'For your safety, adding a passkey needs a recent sign-in. Please log out, sign in again and add it within 10 minutes.':
    'Por tu seguridad, para añadir una llave de acceso tienes que haber iniciado sesión hace poco. Cierra sesión, vuelve a iniciarla y añádela en los próximos 10 minutos.',
  'Passkey not found': 'No se ha encontrado la llave de acceso',
  'response must be the answer of startRegistration': 'response debe ser la respuesta de startRegistration',
  'response must be the answer of startAuthentication': 'response debe ser la respuesta de startAuthentication',

  // Your profile and your account (users, account)
  'First name is required': 'El nombre es obligatorio',
  'First name must be at most 100 characters': 'El nombre debe tener como máximo 100 caracteres',
  'Last name is required': 'Los apellidos son obligatorios',
  'Last name must be at most 100 characters': 'Los apellidos deben tener como máximo 100 caracteres',
  'Bio must be text': 'La biografía debe ser texto',
  'Bio must be at most {{max}} characters': 'La biografía debe tener como máximo {{max}} caracteres',
  "role must be 'home_cook'": "role debe ser 'home_cook'",
  'language must be one of: {{values}}': 'language debe ser uno de estos valores: {{values}}',
  'Only registered members can become home cooks': 'Solo los miembros registrados pueden hacerse cocineros caseros',
  'Choose a picture to upload': 'Elige una foto para subir',
  'Enter your password to delete your account': 'Introduce tu contraseña para eliminar tu cuenta',
  'That password is not right': 'Esa contraseña no es correcta',
  'Enter your email address to delete your account': 'Introduce tu dirección de correo electrónico para eliminar tu cuenta',
  'Email must be text': 'El correo electrónico debe ser texto',
  'Email must be at most 320 characters': 'El correo electrónico debe tener como máximo 320 caracteres',

  // Admin: members (users, admin)
  'User not found': 'No se ha encontrado el usuario',
  'An admin account cannot be suspended': 'No se puede suspender una cuenta de administrador',
  'Send role or emailVerified to change': 'Envía role o emailVerified para cambiarlos',
  'You cannot remove your own admin role': 'No puedes quitarte tu propio rol de administrador',
  'You cannot mark your own email as not verified': 'No puedes marcar tu propio correo electrónico como no verificado',
  'You cannot delete your own account': 'No puedes eliminar tu propia cuenta',
  'An admin account is deleted by another admin': 'Una cuenta de administrador solo la puede eliminar otro administrador',
  'role must be one of: {{values}}': 'role debe ser uno de estos valores: {{values}}',
  'emailVerified must be true or false': 'emailVerified debe ser true o false',

  // Recipes: sharing and editing (recipes)
  'Recipe not found': 'No se ha encontrado la receta',
  'Title is required': 'El título es obligatorio',
  'Title must be at most {{max}} characters': 'El título debe tener como máximo {{max}} caracteres',
  'Description is required': 'La descripción es obligatoria',
  'Description must be at most {{max}} characters': 'La descripción debe tener como máximo {{max}} caracteres',
  'Ingredients are required: a list, or one per line': 'Los ingredientes son obligatorios: una lista, o uno por línea',
  'Add at least one ingredient': 'Añade al menos un ingrediente',
  'At most {{max}} ingredients': 'Como máximo {{max}} ingredientes',
  'Each ingredient must be at most {{max}} characters': 'Cada ingrediente debe tener como máximo {{max}} caracteres',
  'Instructions are required: a list, or one per line': 'Las instrucciones son obligatorias: una lista, o un paso por línea',
  'Add at least one step': 'Añade al menos un paso',
  'At most {{max}} instructions': 'Como máximo {{max}} pasos',
  'Each step must be at most {{max}} characters': 'Cada paso debe tener como máximo {{max}} caracteres',
  'Tags must be a list or comma-separated text': 'Las etiquetas deben ser una lista o un texto separado por comas',
  'At most {{max}} tags': 'Como máximo {{max}} etiquetas',
  'Each tag must be at most {{max}} characters': 'Cada etiqueta debe tener como máximo {{max}} caracteres',
  'Helpful notes must be at most {{max}} characters': 'Las notas útiles deben tener como máximo {{max}} caracteres',
  'Link to full recipe must be a web address starting with http:// or https://':
    'El enlace a la receta completa debe ser una dirección web que empiece por http:// o https://',
  'Link to full recipe must be at most {{max}} characters': 'El enlace a la receta completa debe tener como máximo {{max}} caracteres',
  'cuisineId must be the id of a cuisine': 'cuisineId debe ser el id de una cocina',
  'cuisineId must be the id of an active cuisine': 'cuisineId debe ser el id de una cocina activa',
  'Prep time must be a whole number of minutes': 'El tiempo de preparación debe ser un número entero de minutos',
  'Prep time must be at most {{max}} minutes': 'El tiempo de preparación debe ser de {{max}} minutos como máximo',
  'Cook time must be a whole number of minutes': 'El tiempo de cocción debe ser un número entero de minutos',
  'Cook time must be at most {{max}} minutes': 'El tiempo de cocción debe ser de {{max}} minutos como máximo',
  'Servings must be a whole number': 'Las raciones deben ser un número entero',
  'Servings must be at least 1': 'Las raciones deben ser como mínimo 1',
  'Servings must be at most {{max}}': 'Las raciones deben ser como máximo {{max}}',
  'freeFrom may only name {{values}}, separated by commas': 'freeFrom solo puede nombrar {{values}}, separados por comas',
  'Ingredient corrections must be a list': 'Las correcciones de ingredientes deben ser una lista',
  'At most {{max}} ingredient corrections': 'Como máximo {{max}} correcciones de ingredientes',
  'Each ingredient correction must be an object with text, isGroup, quantity, quantity2, unit, name and note':
    'Cada corrección de ingrediente debe ser un objeto con text, isGroup, quantity, quantity2, unit, name y note',
  'Each ingredient correction needs the text of its line': 'Cada corrección de ingrediente necesita el texto de su línea',
  "An ingredient correction's isGroup must be true or false": 'El isGroup de una corrección de ingrediente debe ser true o false',
  "An ingredient's amounts must be numbers from 0 to {{max}}, or empty":
    'Las cantidades de un ingrediente deben ser números de 0 a {{max}}, o estar vacías',
  "An ingredient's unit must be one of the units offered, or none":
    'La unidad de un ingrediente debe ser una de las unidades ofrecidas, o ninguna',
  "An ingredient's name must be text of at most {{max}} characters":
    'El nombre de un ingrediente debe ser un texto de {{max}} caracteres como máximo',
  "An ingredient's note must be text of at most {{max}} characters, or empty":
    'La nota de un ingrediente debe ser un texto de {{max}} caracteres como máximo, o estar vacía',
  "Each ingredient correction must be for one of the recipe's ingredient lines, as written":
    'Cada corrección de ingrediente debe corresponder a una de las líneas de ingredientes de la receta, tal como está escrita',
  'keepImages must be a list of image URLs': 'keepImages debe ser una lista de URL de imágenes',
  'keepImages may only name images this recipe has now': 'keepImages solo puede nombrar imágenes que esta receta tiene ahora',
  'A recipe holds at most {{max}} images (a featured image and {{gallery}} more)':
    'Una receta admite como máximo {{max}} imágenes (una imagen destacada y {{gallery}} más)',
  'A recipe with this title and these ingredients already exists': 'Ya existe una receta con este título y estos ingredientes',
  'You can only change your own recipes': 'Solo puedes cambiar tus propias recetas',
  'isApproved must be true or false': 'isApproved debe ser true o false',

  // Recipe lists, search and "What can I cook?" (recipes)
  'at most {{max}} tags': 'Como máximo {{max}} etiquetas',
  'maxMinutes must be a whole number of minutes': 'maxMinutes debe ser un número entero de minutos',
  'maxMinutes must be at least 1': 'maxMinutes debe ser como mínimo 1',
  'maxMinutes must be at most {{max}}': 'maxMinutes debe ser como máximo {{max}}',
  'each food in have must be at most {{max}} characters': 'Cada alimento de have debe tener como máximo {{max}} caracteres',
  'have must name at least one food': 'have debe nombrar al menos un alimento',
  'have may name at most {{max}} foods': 'have puede nombrar como máximo {{max}} alimentos',
  'maxMissing must be a whole number': 'maxMissing debe ser un número entero',
  'maxMissing must be at least 0': 'maxMissing debe ser como mínimo 0',
  'maxMissing must be at most {{max}}': 'maxMissing debe ser como máximo {{max}}',
  'sortBy must be one of: {{values}}': 'sortBy debe ser uno de estos valores: {{values}}',
  'status must be one of: {{values}}': 'status debe ser uno de estos valores: {{values}}',
  'flagged must be true or false': 'flagged debe ser true o false',

  // Photos and uploads (images, common/http/image-uploads; the CSV upload shares some)
  'The photos of one upload may hold at most {{max}} megapixels together. Please send fewer or smaller photos.':
    'Las fotos de una misma subida pueden sumar como máximo {{max}} megapíxeles. Envía menos fotos o fotos más pequeñas.',
  'The photos of one upload may be at most {{max}} MB together. Please send fewer or smaller photos.':
    'Las fotos de una misma subida pueden ocupar como máximo {{max}} MB en total. Envía menos fotos o fotos más pequeñas.',
  'Each image must be at most {{max}} MB': 'Cada imagen debe ocupar como máximo {{max}} MB',
  'At most {{max}} file(s) in {{field}}': 'Como máximo {{max}} archivo(s) en {{field}}',
  'Files are only accepted in featuredImage and galleryImages': 'Solo se aceptan archivos en featuredImage y galleryImages',
  'Files are only accepted in {{field}}': 'Solo se aceptan archivos en {{field}}',
  'Too many files: at most {{max}} in one upload': 'Demasiados archivos: como máximo {{max}} por subida',
  'The field {{field}} is too long': 'El campo {{field}} es demasiado largo',
  'The upload could not be read': 'No se ha podido leer la subida',
  'The upload could not be read (Too many parts)': 'No se ha podido leer la subida (demasiadas partes)',
  'The upload could not be read (Field name too long)': 'No se ha podido leer la subida (nombre de campo demasiado largo)',
  'The upload could not be read (Field value too long)': 'No se ha podido leer la subida (valor de campo demasiado largo)',
  'The upload could not be read (Too many fields)': 'No se ha podido leer la subida (demasiados campos)',
  'The upload could not be read (Field name missing)': 'No se ha podido leer la subida (falta el nombre de un campo)',
  'The upload could not be read (Invalid field name)': 'No se ha podido leer la subida (nombre de campo no válido)',
  'The upload could not be read (File stream was destroyed)': 'No se ha podido leer la subida (se interrumpió el envío del archivo)',
  'The upload could not be read ({{reason}})': 'No se ha podido leer la subida ({{reason}})',
  'The picture ({{file}}) is not a supported image (JPEG, PNG, WebP, AVIF or GIF)':
    'La foto de perfil ({{file}}) no es una imagen compatible (JPEG, PNG, WebP, AVIF o GIF)',
  'The picture ({{file}}) has too many pixels (at most {{max}} megapixels)':
    'La foto de perfil ({{file}}) tiene demasiados píxeles (como máximo {{max}} megapíxeles)',
  'The picture ({{file}}) is too large (at most {{max}} MB)': 'La foto de perfil ({{file}}) es demasiado grande (como máximo {{max}} MB)',
  'The picture ({{file}}) could not be read: the file is damaged or incomplete':
    'La foto de perfil ({{file}}) no se ha podido leer: el archivo está dañado o incompleto',
  'The featured image ({{file}}) is not a supported image (JPEG, PNG, WebP, AVIF or GIF)':
    'La imagen destacada ({{file}}) no es una imagen compatible (JPEG, PNG, WebP, AVIF o GIF)',
  'The featured image ({{file}}) has too many pixels (at most {{max}} megapixels)':
    'La imagen destacada ({{file}}) tiene demasiados píxeles (como máximo {{max}} megapíxeles)',
  'The featured image ({{file}}) is too large (at most {{max}} MB)':
    'La imagen destacada ({{file}}) es demasiado grande (como máximo {{max}} MB)',
  'The featured image ({{file}}) could not be read: the file is damaged or incomplete':
    'La imagen destacada ({{file}}) no se ha podido leer: el archivo está dañado o incompleto',
  'Gallery image {{number}} ({{file}}) is not a supported image (JPEG, PNG, WebP, AVIF or GIF)':
    'La imagen {{number}} de la galería ({{file}}) no es una imagen compatible (JPEG, PNG, WebP, AVIF o GIF)',
  'Gallery image {{number}} ({{file}}) has too many pixels (at most {{max}} megapixels)':
    'La imagen {{number}} de la galería ({{file}}) tiene demasiados píxeles (como máximo {{max}} megapíxeles)',
  'Gallery image {{number}} ({{file}}) is too large (at most {{max}} MB)':
    'La imagen {{number}} de la galería ({{file}}) es demasiado grande (como máximo {{max}} MB)',
  'Gallery image {{number}} ({{file}}) could not be read: the file is damaged or incomplete':
    'La imagen {{number}} de la galería ({{file}}) no se ha podido leer: el archivo está dañado o incompleto',
  'New image {{number}} ({{file}}) is not a supported image (JPEG, PNG, WebP, AVIF or GIF)':
    'La imagen nueva {{number}} ({{file}}) no es una imagen compatible (JPEG, PNG, WebP, AVIF o GIF)',
  'New image {{number}} ({{file}}) has too many pixels (at most {{max}} megapixels)':
    'La imagen nueva {{number}} ({{file}}) tiene demasiados píxeles (como máximo {{max}} megapíxeles)',
  'New image {{number}} ({{file}}) is too large (at most {{max}} MB)':
    'La imagen nueva {{number}} ({{file}}) es demasiado grande (como máximo {{max}} MB)',
  'New image {{number}} ({{file}}) could not be read: the file is damaged or incomplete':
    'La imagen nueva {{number}} ({{file}}) no se ha podido leer: el archivo está dañado o incompleto',
  'Photo {{number}} ({{file}}) is not a supported image (JPEG, PNG, WebP, AVIF or GIF)':
    'La foto {{number}} ({{file}}) no es una imagen compatible (JPEG, PNG, WebP, AVIF o GIF)',
  'Photo {{number}} ({{file}}) has too many pixels (at most {{max}} megapixels)':
    'La foto {{number}} ({{file}}) tiene demasiados píxeles (como máximo {{max}} megapíxeles)',
  'Photo {{number}} ({{file}}) is too large (at most {{max}} MB)':
    'La foto {{number}} ({{file}}) es demasiado grande (como máximo {{max}} MB)',
  'Photo {{number}} ({{file}}) could not be read: the file is damaged or incomplete':
    'La foto {{number}} ({{file}}) no se ha podido leer: el archivo está dañado o incompleto',

  // Reviews and replies (reviews)
  'Review not found': 'No se ha encontrado la reseña',
  'Reply not found': 'No se ha encontrado la respuesta',
  'Rating must be a whole number from 1 to 5': 'La valoración debe ser un número entero del 1 al 5',
  'Comment must be at most {{max}} characters': 'El comentario debe tener como máximo {{max}} caracteres',
  'Too many images: Please select up to {{max}} images only.': 'Demasiadas imágenes: selecciona {{max}} imágenes como máximo.',
  'Reply is required': 'La respuesta es obligatoria',
  'Reply must be at most {{max}} characters': 'La respuesta debe tener como máximo {{max}} caracteres',
  'You cannot review your own recipe': 'No puedes reseñar tu propia receta',
  'You have already reviewed this recipe. You can edit your review instead.':
    'Ya has escrito una reseña de esta receta. En su lugar, puedes editarla.',
  'You can only change your own reviews': 'Solo puedes cambiar tus propias reseñas',
  "Only the recipe's author and admins can reply to its reviews":
    'Solo el autor de la receta y los administradores pueden responder a sus reseñas',
  'You can only change your own replies': 'Solo puedes cambiar tus propias respuestas',
  'You cannot mark your own review helpful': 'No puedes marcar tu propia reseña como útil',

  // Collections (collections)
  'Collection not found': 'No se ha encontrado la colección',
  'Only its owner can change this collection': 'Solo su propietario puede cambiar esta colección',
  'You can keep at most {{max}} collections': 'Puedes tener como máximo {{max}} colecciones',
  'A collection holds at most {{max}} recipes': 'Una colección admite como máximo {{max}} recetas',
  'Name is required': 'El nombre es obligatorio',
  'Name must be at most {{max}} characters': 'El nombre debe tener como máximo {{max}} caracteres',
  'Description must be text': 'La descripción debe ser texto',
  'isPublic must be true or false': 'isPublic debe ser true o false',

  // Cooks and following (cooks)
  'Cook not found': 'No se ha encontrado el cocinero',
  'You cannot follow yourself': 'No puedes seguirte a ti mismo',
  'You can follow at most {{max}} cooks': 'Puedes seguir como máximo a {{max}} cocineros',

  // The shopping list (shopping)
  'Shopping list item not found': 'No se ha encontrado el artículo de la lista de la compra',
  "Write what to buy, for example '2 onions'": "Escribe qué quieres comprar, por ejemplo '2 cebollas'",
  'An item must be at most {{max}} characters': 'Un artículo debe tener como máximo {{max}} caracteres',
  'Your shopping list is full ({{max}} items at most): remove checked items first':
    'Tu lista de la compra está llena ({{max}} artículos como máximo): quita primero los artículos marcados',
  'Servings must be a number above 0, with at most 2 decimals': 'Las raciones deben ser un número mayor que 0, con 2 decimales como máximo',
  'checked must be true or false': 'checked debe ser true o false',

  // Ingredient swaps (swaps)
  'There is no such swap': 'Esa sustitución no existe',

  // Admin: cuisines (cuisines)
  'Cuisine not found': 'No se ha encontrado la cocina',
  'Cuisine name is required': 'El nombre de la cocina es obligatorio',
  'Cuisine name must be at most {{max}} characters': 'El nombre de la cocina debe tener como máximo {{max}} caracteres',
  "A cuisine named '{{name}}' already exists": "Ya existe una cocina llamada '{{name}}'",
  'isActive must be true or false': 'isActive debe ser true o false',
  'emoji must be text': 'emoji debe ser texto',
  'emoji must be at most 16 characters': 'emoji debe tener como máximo 16 caracteres',

  // Notifications and unsubscribe links (notifications); settings[] items are validated as nested objects
  'Notification not found': 'No se ha encontrado la notificación',
  'This unsubscribe link is not valid': 'Este enlace para darte de baja no es válido',
  'List-Unsubscribe must be One-Click': 'List-Unsubscribe debe ser One-Click',
  'settings must be a list': 'settings debe ser una lista',
  'settings has at most {{max}} entries': 'settings tiene como máximo {{max}} entradas',
  'settings.{{index}}.kind must be one of: {{values}}': 'En settings.{{index}}, kind debe ser uno de estos valores: {{values}}',
  'settings.{{index}}.inApp must be true or false': 'En settings.{{index}}, inApp debe ser true o false',
  'settings.{{index}}.byEmail must be true or false': 'En settings.{{index}}, byEmail debe ser true o false',
  'settings.{{index}}.property {{property}} should not exist': 'En settings.{{index}}, la propiedad {{property}} no está permitida',

  // Reports and moderation, and what new members may post (moderation, common/auth/posting-allowance)
  'You cannot report your own content': 'No puedes denunciar tu propio contenido',
  'targetKind must be one of: {{values}}': 'targetKind debe ser uno de estos valores: {{values}}',
  'reason must be one of: {{values}}': 'reason debe ser uno de estos valores: {{values}}',
  'Note must be text': 'La nota debe ser texto',
  'Note must be at most {{max}} characters': 'La nota debe tener como máximo {{max}} caracteres',
  'action must be one of: {{values}}': 'action debe ser uno de estos valores: {{values}}',
  'Reason is required': 'El motivo es obligatorio',
  'Reason must be at most {{max}} characters': 'El motivo debe tener como máximo {{max}} caracteres',
  'days must be one of: {{values}}': 'days debe ser uno de estos valores: {{values}}',
  'Choose how many days to suspend for: {{values}}': 'Elige durante cuántos días suspender: {{values}}',
  'New members can post {{limit}} recipes a day in their first {{days}} days. Please try again tomorrow.':
    'Los miembros nuevos pueden publicar {{limit}} recetas al día durante sus primeros {{days}} días. Vuelve a intentarlo mañana.',
  'New members can post {{limit}} reviews a day in their first {{days}} days. Please try again tomorrow.':
    'Los miembros nuevos pueden publicar {{limit}} reseñas al día durante sus primeros {{days}} días. Vuelve a intentarlo mañana.',

  // The contact form and its messages (contact)
  'Name must be at least 2 characters': 'El nombre debe tener al menos 2 caracteres',
  'Please enter a valid email address': 'Introduce un correo electrónico válido',
  'Subject must be at least 5 characters': 'El asunto debe tener al menos 5 caracteres',
  'Subject must be at most 200 characters': 'El asunto debe tener como máximo 200 caracteres',
  'Message must be at least 10 characters': 'El mensaje debe tener al menos 10 caracteres',
  'Message must be at most 5000 characters': 'El mensaje debe tener como máximo 5000 caracteres',
  'Message not found': 'No se ha encontrado el mensaje',
  'handled must be true or false': 'handled debe ser true o false',

  // Importing a recipe from a link (link-import)
  'Please enter a web address starting with http:// or https://.': 'Introduce una dirección web que empiece por http:// o https://.',
  'The address may be at most {{max}} characters long.': 'La dirección puede tener como máximo {{max}} caracteres.',
  "That address leads to a private or local network, which Plantry never fetches. Paste the recipe's public web address.":
    'Esa dirección lleva a una red privada o local, a la que Plantry nunca accede. Pega la dirección web pública de la receta.',
  'That address cannot be imported: addresses with a user name or password are not fetched.':
    'Esa dirección no se puede importar: no se accede a direcciones con nombre de usuario o contraseña.',
  'This link import is over or was never started. Paste the address again.':
    'Esta importación desde un enlace ya terminó o nunca empezó. Vuelve a pegar la dirección.',
  'No recipe was found on that page. Plantry reads the recipe a site publishes for search engines (schema.org Recipe), and this page has none. You can copy the recipe in by hand.':
    'No se encontró ninguna receta en esa página. Plantry lee la receta que un sitio publica para los buscadores (schema.org Recipe), y esta página no tiene ninguna. Puedes copiar la receta a mano.',
  'The page could not be read. Please try again.': 'No se pudo leer la página. Inténtalo de nuevo.',
  'That address cannot be imported: {{reason}}.': 'Esa dirección no se puede importar: {{reason}}.',
  'The site did not answer within {{seconds}} seconds. Try again later, or copy the recipe in by hand.':
    'El sitio no respondió en {{seconds}} segundos. Inténtalo más tarde o copia la receta a mano.',
  'The site refused to share that page with Plantry (it answered {{status}}). Some sites block imports: copy the recipe in by hand.':
    'El sitio se negó a compartir esa página con Plantry (respondió {{status}}). Algunos sitios bloquean las importaciones: copia la receta a mano.',
  'The site has no page at that address (it answered {{status}}). Check the address.':
    'El sitio no tiene ninguna página en esa dirección (respondió {{status}}). Comprueba la dirección.',
  'The site could not give the page (it answered {{status}}). Try again later.':
    'El sitio no pudo dar la página (respondió {{status}}). Inténtalo más tarde.',
  'That address is not a web page (it is {{type}}).': 'Esa dirección no es una página web (es {{type}}).',
  'The page could not be fetched: {{reason}}.': 'No se pudo obtener la página: {{reason}}.',
  "The recipe's picture could not be brought over ({{reason}}). You can add a photo yourself.":
    'No se pudo traer la foto de la receta ({{reason}}). Puedes añadir una foto tú mismo.',

  // Admin: CSV import (import); missingColumnsMessage names the missing columns, in every combination
  'Invalid File: Please select a valid CSV file': 'Archivo no válido: selecciona un archivo CSV válido',
  'Invalid File: Please select a valid CSV file (a .csv file; this one is {{type}})':
    'Archivo no válido: selecciona un archivo CSV válido (un archivo .csv; este es {{type}})',
  'Invalid File: Please select a valid CSV file (the file is empty)':
    'Archivo no válido: selecciona un archivo CSV válido (el archivo está vacío)',
  'Invalid File: Please select a valid CSV file (the file holds binary data, not text)':
    'Archivo no válido: selecciona un archivo CSV válido (el archivo contiene datos binarios, no texto)',
  'Invalid File: Please select a valid CSV file (the file is not UTF-8 text (save it as "CSV UTF-8"))':
    'Archivo no válido: selecciona un archivo CSV válido (el archivo no es texto UTF-8 (guárdalo como "CSV UTF-8"))',
  'Invalid File: Please select a valid CSV file (the first line has no columns separated by commas, semicolons or tabs)':
    'Archivo no válido: selecciona un archivo CSV válido (la primera línea no tiene columnas separadas por comas, puntos y coma o tabuladores)',
  'Invalid File: Please select a valid CSV file (the file has no header row)':
    'Archivo no válido: selecciona un archivo CSV válido (el archivo no tiene fila de encabezados)',
  "The file has no title column (named 'title', 'recipe title' or 'recipe name')":
    "El archivo no tiene columna title (llamada 'title', 'recipe title' o 'recipe name')",
  "The file has no ingredients column (named 'ingredients', 'ingredient list' or 'recipe ingredients')":
    "El archivo no tiene columna ingredients (llamada 'ingredients', 'ingredient list' o 'recipe ingredients')",
  "The file has no instructions column (named 'instructions', 'method' or 'directions')":
    "El archivo no tiene columna instructions (llamada 'instructions', 'method' o 'directions')",
  "The file has no title column (named 'title', 'recipe title' or 'recipe name') and no ingredients column (named 'ingredients', 'ingredient list' or 'recipe ingredients')":
    "El archivo no tiene columna title (llamada 'title', 'recipe title' o 'recipe name') ni columna ingredients (llamada 'ingredients', 'ingredient list' o 'recipe ingredients')",
  "The file has no title column (named 'title', 'recipe title' or 'recipe name') and no instructions column (named 'instructions', 'method' or 'directions')":
    "El archivo no tiene columna title (llamada 'title', 'recipe title' o 'recipe name') ni columna instructions (llamada 'instructions', 'method' o 'directions')",
  "The file has no ingredients column (named 'ingredients', 'ingredient list' or 'recipe ingredients') and no instructions column (named 'instructions', 'method' or 'directions')":
    "El archivo no tiene columna ingredients (llamada 'ingredients', 'ingredient list' o 'recipe ingredients') ni columna instructions (llamada 'instructions', 'method' o 'directions')",
  "The file has no title column (named 'title', 'recipe title' or 'recipe name') and no ingredients column (named 'ingredients', 'ingredient list' or 'recipe ingredients') and no instructions column (named 'instructions', 'method' or 'directions')":
    "El archivo no tiene columna title (llamada 'title', 'recipe title' o 'recipe name') ni columna ingredients (llamada 'ingredients', 'ingredient list' o 'recipe ingredients') ni columna instructions (llamada 'instructions', 'method' o 'directions')",
  'The CSV file must be at most {{max}} MB': 'El archivo CSV debe ocupar como máximo {{max}} MB',
  'Send one CSV file, in the field {{field}}': 'Envía un solo archivo CSV, en el campo {{field}}',
  'Import not found': 'No se ha encontrado la importación',
  'dryRun must be true or false': 'dryRun debe ser true o false',

  // Lists: paging, sorting and searching, and ids in paths (common/dto, common/http/id-param)
  'limit must be a whole number': 'limit debe ser un número entero',
  'limit must be at least 1': 'limit debe ser como mínimo 1',
  'limit must be at most {{max}}': 'limit debe ser como máximo {{max}}',
  'offset must be a whole number': 'offset debe ser un número entero',
  'offset must be at least 0': 'offset debe ser como mínimo 0',
  'offset must be at most 1000000': 'offset debe ser como máximo 1000000',
  'order must be asc or desc': 'order debe ser asc o desc',
  'search must be text': 'search debe ser texto',
  'search must be at most {{max}} characters': 'search debe tener como máximo {{max}} caracteres',
  '{{property}} must be a positive whole number': '{{property}} debe ser un número entero positivo',

  // Requests: cross-site requests, body types, rate limits and outages (common/http, common/rate-limit)
  'Cross-site requests are not allowed': 'No se permiten solicitudes desde otros sitios',
  'Send JSON or a multipart form': 'Envía JSON o un formulario multipart',
  'Send JSON (Content-Type: application/json)': 'Envía JSON (Content-Type: application/json)',
  'The request body is nested too deeply (at most {{max}} levels)':
    'El cuerpo de la solicitud tiene demasiados niveles de anidación (como máximo {{max}})',
  'Too many attempts. Please try again in {{minutes}} minute.': 'Demasiados intentos. Vuelve a intentarlo dentro de {{minutes}} minuto.',
  'Too many attempts. Please try again in {{minutes}} minutes.': 'Demasiados intentos. Vuelve a intentarlo dentro de {{minutes}} minutos.',
  'The service is busy. Please try again in a moment.': 'El servicio está ocupado. Vuelve a intentarlo en un momento.',
  'The service is unavailable for a moment. Please try again shortly.':
    'El servicio no está disponible en este momento. Vuelve a intentarlo en breve.',
  'Files cannot be saved right now. Please try again later.': 'Ahora mismo no se pueden guardar archivos. Vuelve a intentarlo más tarde.',
  'Too many photos are being processed right now. Please try again in a moment.':
    'Ahora mismo se están procesando demasiadas fotos. Vuelve a intentarlo en un momento.',

  // The benchmark ceiling (bench; only with BENCH_CEILING=true)
  'bytes must be a whole number up to 1000000': 'bytes debe ser un número entero de hasta 1000000',

  // class-validator's defaults (decorators without a message) and Nest's ValidationPipe; longer forms before the shorter they hold
  'property {{property}} should not exist': 'La propiedad {{property}} no está permitida',
  'each value in nested property {{property}} must be either object or array':
    'Cada valor de la propiedad anidada {{property}} debe ser un objeto o un array',
  '{{path}}.each value in nested property {{property}} must be either object or array':
    'En {{path}}, cada valor de la propiedad anidada {{property}} debe ser un objeto o un array',
  'each value in {{property}} must be a string': 'Cada valor de {{property}} debe ser texto',
  'each value in {{property}} must be shorter than or equal to {{max}} characters':
    'Cada valor de {{property}} debe tener como máximo {{max}} caracteres',
  '{{property}} must be a string': '{{property}} debe ser texto',
  '{{property}} must be shorter than or equal to {{max}} characters': '{{property}} debe tener como máximo {{max}} caracteres',
  '{{property}} must be an integer number': '{{property}} debe ser un número entero',
  '{{property}} must not be less than {{min}}': '{{property}} no debe ser menor que {{min}}',
  'Validation failed (object is expected)': 'La validación ha fallado (se esperaba un objeto)',
  'Further validation errors were omitted': 'Se han omitido más errores de validación',

  // Nest's router (an unknown API path), ParseUUIDPipe, and Express's body parser (the body as sent)
  'Validation failed (uuid v 4 is expected)': 'La validación ha fallado (se esperaba un UUID v4)',
  'Cannot {{method}} {{path}}': 'No existe la ruta {{method}} {{path}}',
  'The request body is not valid JSON: {{detail}}': 'El cuerpo de la solicitud no es JSON válido: {{detail}}',
  'Not Found': 'No encontrado',
  Forbidden: 'Prohibido',
  "Failed to decode param '{{param}}'": "No se pudo leer el parámetro '{{param}}'",
  'request entity too large': 'La solicitud es demasiado grande',
  'request aborted': 'La solicitud se ha interrumpido',
  'request size did not match content length': 'El tamaño de la solicitud no coincide con su Content-Length',
  'unsupported charset "{{charset}}"': 'Juego de caracteres no admitido: "{{charset}}"',
  'unsupported content encoding "{{encoding}}"': 'Codificación de contenido no admitida: "{{encoding}}"',
  'content encoding unsupported': 'Codificación de contenido no admitida',
  'too many parameters': 'Demasiados parámetros',
  'The input exceeded the depth': 'Los datos enviados superan la profundidad permitida',
};
