/**
 * Stands in for `prop-types`, which react-shadow imports to declare propTypes. React 19 never
 * checks propTypes, so every validator here is an inert function that also has `isRequired`,
 * the shape prop-types itself ships for production.
 */
type Validator = (() => null) & { isRequired: () => null };
const validator = (): Validator => Object.assign(() => null, { isRequired: () => null });
const factory = () => validator();

const PropTypes = {
  any: validator(), array: validator(), bool: validator(), func: validator(), number: validator(), object: validator(),
  string: validator(), symbol: validator(), node: validator(), element: validator(), elementType: validator(),
  arrayOf: factory, instanceOf: factory, objectOf: factory, oneOf: factory, oneOfType: factory, shape: factory, exact: factory,
  checkPropTypes: () => undefined, resetWarningCache: () => undefined,
};
export default PropTypes;
