/** The part of jStat (https://jstat.github.io, CommonJS, no bundled types) this package uses. */
declare module 'jstat' {
  interface JStat {
    studentt: {
      /** Student's t cumulative distribution function at `t` with `dof` degrees of freedom. */
      cdf(t: number, dof: number): number;
    };
  }
  const jstat: { jStat: JStat };
  export default jstat;
}
