export { allowedNumbers, numbersIn, unsupportedNumbers, type StatedNumber } from './check-numbers';
export {
  DEFAULT_RISK_TEXT,
  type AdvancedStats,
  type ContextualFactor,
  type ExplainContext,
} from './explain-context';
export {
  acceptExplanation,
  buildExplainPrompt,
  explainFacts,
  parseExplainReply,
  type ExplanationRejection,
} from './explain-prompt';
export { writeSummary } from './write-summary';
