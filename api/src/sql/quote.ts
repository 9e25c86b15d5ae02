/** Identifier and literal quoting: the shared rules of `@atrium/common/identifiers`. */
export {
  MAX_IDENTIFIER_BYTES,
  InvalidIdentifierError,
  identifierProblem,
  qualifiedName,
  quoteIdent,
  quoteLiteral,
} from '@atrium/common/identifiers';
