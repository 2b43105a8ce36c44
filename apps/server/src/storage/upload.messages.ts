/** Messages of image uploads (avatars and featured images share one set of rules). */
export const UPLOAD_MESSAGES = {
  "upload.imageType": {
    ru: "Изображение должно быть JPEG, PNG или WebP",
    en: "The image must be a JPEG, PNG or WebP",
  },
  "upload.imageTooLarge": {
    ru: "Изображение должно быть не больше {max} МБ",
    en: "The image must be at most {max} MB",
  },
} as const;
