/** Texts by key, nested by area: each leaf a text, where `{{name}}` marks a value. */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

/** Every key of a message tree, its levels joined by dots: `login.submit`. */
export type MessageKey<Tree> = {
  [Key in keyof Tree & string]: Tree[Key] extends string ? Key : `${Key}.${MessageKey<Tree[Key]>}`;
}[keyof Tree & string];

export type MessageValues = Readonly<Record<string, string | number>>;

export type Translate<Key extends string = string> = (key: Key, values?: MessageValues) => string;

function merged(into: MessageTree, from: MessageTree): MessageTree {
  const out: Record<string, string | MessageTree> = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const before = out[key];
    out[key] = typeof value === 'object' && typeof before === 'object' ? merged(before, value) : value;
  }
  return out;
}

function lookup(tree: MessageTree | undefined, key: string): string | undefined {
  let at: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof at !== 'object') return undefined;
    at = at[part];
  }
  return typeof at === 'string' ? at : undefined;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

function filledIn(text: string, values: MessageValues | undefined): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/**
 * The interface's texts in each language and the language shown now. A key missing in the current
 * language falls back to the fallback language's text, then to the key itself, so a missing text
 * shows as its key rather than as nothing.
 */
export class Translator<Tree, Lang extends string> {
  private readonly messages = new Map<Lang, MessageTree>();
  private readonly listeners = new Set<() => void>();
  private currentT: Translate<MessageKey<Tree>>;

  constructor(
    messages: Readonly<Record<Lang, MessageTree>>,
    private current: Lang,
    private readonly fallback: Lang,
  ) {
    for (const [lang, tree] of Object.entries(messages) as [Lang, MessageTree][])
      this.messages.set(lang, tree);
    this.currentT = this.fixedT(current);
  }

  get language(): Lang {
    return this.current;
  }

  /**
   * The current language's texts: a new function after each change of language, so a view holding
   * the old one can tell that its texts are stale.
   */
  get t(): Translate<MessageKey<Tree>> {
    return this.currentT;
  }

  /** A `t` for one language, whatever the current one is. */
  fixedT(lang: Lang): Translate<MessageKey<Tree>> {
    return (key, values) => this.translate(lang, key, values);
  }

  setLanguage(lang: Lang): void {
    if (lang === this.current) return;
    this.current = lang;
    this.currentT = this.fixedT(lang);
    for (const listener of this.listeners) listener();
  }

  /**
   * Adds texts to a language, keeping the others: a chunk brings the texts it shows, before it
   * renders them. Nothing on screen shows them yet, so nothing is told to render again (the sign-in
   * form would, as the visitor types and the shell's chunk arrives).
   */
  addMessages(lang: Lang, tree: MessageTree): void {
    this.messages.set(lang, merged(this.messages.get(lang) ?? {}, tree));
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private translate(lang: Lang, key: string, values?: MessageValues): string {
    const text = lookup(this.messages.get(lang), key) ?? lookup(this.messages.get(this.fallback), key) ?? key;
    return filledIn(text, values);
  }
}
