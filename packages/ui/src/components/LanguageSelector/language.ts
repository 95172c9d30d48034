export interface Language {
  /** Language code, e.g. 'en', 'cn'. */
  code: string;
  /** Name of the language in itself, e.g. 'English', '中文'. */
  label: string;
  /** BCP 47 tag of the label text (e.g. 'zh' for the code 'cn'), so screen readers pronounce it. */
  lang?: string;
}
