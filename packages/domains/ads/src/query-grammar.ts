/**
 * The grammar of ads_run_query's query language (see query.ts for the language and its checks):
 * a `chevrotain` lexer and LL(k) embedded-actions parser. Loaded on the first query, not at start:
 * building the parser (grammar self-analysis) and loading chevrotain cost more than the rest of
 * the ads domain.
 */
import { ArgumentError, excerpt } from '@storeops/contract';
import { EmbeddedActionsParser, Lexer, createToken, type IToken, type TokenType } from 'chevrotain';

const Identifier = createToken({ name: 'Identifier', pattern: /[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*/ });
const kw = (name: string): TokenType => createToken({ name, pattern: new RegExp(`${name}\\b`, 'i'), longer_alt: Identifier });
const Select = kw('SELECT');
const From = kw('FROM');
const Where = kw('WHERE');
const And = kw('AND');
const Or = kw('OR');
const Order = kw('ORDER');
const By = kw('BY');
const Asc = kw('ASC');
const Desc = kw('DESC');
const Limit = kw('LIMIT');
const Not = kw('NOT');
const In = kw('IN');
const Like = kw('LIKE');
const Between = kw('BETWEEN');
const True = kw('TRUE');
const False = kw('FALSE');
const StringLit = createToken({ name: 'String', pattern: /'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"/ });
const NumberLit = createToken({ name: 'Number', pattern: /-?\d+(?:\.\d+)?/ });
const Comma = createToken({ name: 'Comma', pattern: /,/ });
const LParen = createToken({ name: 'LParen', pattern: /\(/ });
const RParen = createToken({ name: 'RParen', pattern: /\)/ });
const Gte = createToken({ name: 'Gte', pattern: />=/ });
const Lte = createToken({ name: 'Lte', pattern: /<=/ });
const Neq = createToken({ name: 'Neq', pattern: /!=/ });
const Eq = createToken({ name: 'Eq', pattern: /=/ });
const Gt = createToken({ name: 'Gt', pattern: />/ });
const Lt = createToken({ name: 'Lt', pattern: /</ });
const WhiteSpace = createToken({ name: 'WhiteSpace', pattern: /\s+/, group: Lexer.SKIPPED });

const TOKENS = [
  WhiteSpace,
  Select,
  From,
  Where,
  And,
  Or,
  Order,
  By,
  Asc,
  Desc,
  Limit,
  Not,
  In,
  Like,
  Between,
  True,
  False,
  Identifier,
  StringLit,
  NumberLit,
  Comma,
  LParen,
  RParen,
  Gte,
  Lte,
  Neq,
  Eq,
  Gt,
  Lt,
];
const lexer = new Lexer(TOKENS, { positionTracking: 'onlyOffset' });

export type Literal = string | number | boolean;
export type Op = '=' | '!=' | '>' | '>=' | '<' | '<=' | 'IN' | 'NOT IN' | 'LIKE' | 'BETWEEN';
export interface Condition {
  field: string;
  op: Op;
  values: Literal[];
}
export interface Query {
  fields: string[];
  resource: string;
  where: Condition[];
  orderBy: Array<{ field: string; desc: boolean }>;
  limit: number | null;
}

class QueryParser extends EmbeddedActionsParser {
  constructor() {
    super(TOKENS, { maxLookahead: 2 });
    this.performSelfAnalysis();
  }

  private value = this.RULE('value', (): Literal => {
    return this.OR([
      {
        ALT: () => {
          const t = this.CONSUME(StringLit).image;
          return t.slice(1, -1).replace(/\\(.)/g, '$1');
        },
      },
      { ALT: () => Number(this.CONSUME(NumberLit).image) },
      {
        ALT: () => {
          this.CONSUME(True);
          return true;
        },
      },
      {
        ALT: () => {
          this.CONSUME(False);
          return false;
        },
      },
    ]);
  });

  private list = this.RULE('list', (): Literal[] => {
    const values: Literal[] = [];
    this.CONSUME(LParen);
    this.AT_LEAST_ONE_SEP({ SEP: Comma, DEF: () => values.push(this.SUBRULE(this.value)) });
    this.CONSUME(RParen);
    return values;
  });

  private condition = this.RULE('condition', (): Condition => {
    const field = this.CONSUME(Identifier).image;
    return this.OR([
      {
        ALT: () => {
          const op = this.OR1([
            { ALT: () => this.CONSUME(Gte).image },
            { ALT: () => this.CONSUME(Lte).image },
            { ALT: () => this.CONSUME(Neq).image },
            { ALT: () => this.CONSUME(Eq).image },
            { ALT: () => this.CONSUME(Gt).image },
            { ALT: () => this.CONSUME(Lt).image },
          ]) as Op;
          return { field, op, values: [this.SUBRULE(this.value)] };
        },
      },
      {
        ALT: () => {
          this.CONSUME(In);
          return { field, op: 'IN' as const, values: this.SUBRULE(this.list) };
        },
      },
      {
        ALT: () => {
          this.CONSUME(Not);
          this.CONSUME1(In);
          return { field, op: 'NOT IN' as const, values: this.SUBRULE1(this.list) };
        },
      },
      {
        ALT: () => {
          this.CONSUME(Like);
          const t = this.CONSUME1(StringLit).image;
          return { field, op: 'LIKE' as const, values: [t.slice(1, -1).replace(/\\(.)/g, '$1')] };
        },
      },
      {
        ALT: () => {
          this.CONSUME(Between);
          const lo = this.SUBRULE2(this.value);
          this.CONSUME(And);
          const hi = this.SUBRULE3(this.value);
          return { field, op: 'BETWEEN' as const, values: [lo, hi] };
        },
      },
    ]);
  });

  public query = this.RULE('query', (): Query => {
    const fields: string[] = [];
    const where: Condition[] = [];
    const orderBy: Query['orderBy'] = [];
    let limit: number | null = null;
    this.CONSUME(Select);
    this.AT_LEAST_ONE_SEP({ SEP: Comma, DEF: () => fields.push(this.CONSUME(Identifier).image) });
    this.CONSUME(From);
    const resource = this.CONSUME1(Identifier).image;
    this.OPTION(() => {
      this.CONSUME(Where);
      this.AT_LEAST_ONE_SEP1({ SEP: And, DEF: () => where.push(this.SUBRULE(this.condition)) });
    });
    this.OPTION1(() => {
      this.CONSUME(Order);
      this.CONSUME(By);
      this.AT_LEAST_ONE_SEP2({
        SEP: Comma,
        DEF: () => {
          const field = this.CONSUME2(Identifier).image;
          let desc = false;
          this.OPTION2(() =>
            this.OR([
              { ALT: () => this.CONSUME(Asc) },
              {
                ALT: () => {
                  this.CONSUME(Desc);
                  desc = true;
                },
              },
            ]),
          );
          orderBy.push({ field, desc });
        },
      });
    });
    this.OPTION3(() => {
      this.CONSUME(Limit);
      limit = Number(this.CONSUME(NumberLit).image);
    });
    return { fields, resource, where, orderBy, limit };
  });
}

const parser = new QueryParser();

const describe = (t: IToken): string => (t.image === '' ? 'the end of the query' : `${excerpt(t.image)} at offset ${t.startOffset}`);

/** Parses a query (syntax only); ArgumentError (`query`) naming the offending token. */
export function parseQuery(text: string): Query {
  const lexed = lexer.tokenize(text);
  if (lexed.errors.length > 0) {
    const e = lexed.errors[0]!;
    throw new ArgumentError('query', `unexpected character ${excerpt(text.substr(e.offset, Math.max(1, e.length)))} at offset ${e.offset}`);
  }
  parser.input = lexed.tokens;
  const q = parser.query();
  if (parser.errors.length > 0) {
    const e = parser.errors[0]!;
    const t = e.token;
    const expected = e.name === 'NotAllInputParsedException' ? 'the end of the query' : null;
    throw new ArgumentError(
      'query',
      `syntax error near ${describe(t)}${expected !== null ? `: expected ${expected}` : ''} (the subset is SELECT fields FROM resource [WHERE c AND c] [ORDER BY f [ASC|DESC]] [LIMIT n]; OR, parentheses and functions are not part of it)`,
    );
  }
  return q;
}
