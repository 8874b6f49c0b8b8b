/** bottleneck's light build (no clustering), the one the Octokit plugins load: same API. */
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck';
  export default Bottleneck;
}
