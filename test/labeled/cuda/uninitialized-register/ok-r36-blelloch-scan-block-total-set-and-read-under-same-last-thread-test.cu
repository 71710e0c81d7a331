// EXPECT: clean
// ARCHS: sm_90 sm_75
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=256
// Work-efficient (Blelloch) exclusive scan of 512 elements per block. The
// block total is read into `total` only by the last thread before the root is
// cleared, and written to the per-block sums only under the same
// `t == 255` test after the down-sweep: no path reads it where it was not
// set, though no other thread ever writes it.
#define NB 512
__global__ void __launch_bounds__(256)
    blelloch_scan(const int *__restrict__ in, int *__restrict__ out, int *__restrict__ block_sums) {
  __shared__ int s[NB];
  const int t = threadIdx.x;
  const int *src = in + (size_t)blockIdx.x * NB;
  s[2 * t] = src[2 * t];
  s[2 * t + 1] = src[2 * t + 1];
  int off = 1;
  for (int d = NB >> 1; d > 0; d >>= 1) {
    __syncthreads();
    if (t < d)
      s[off * (2 * t + 2) - 1] += s[off * (2 * t + 1) - 1];
    off <<= 1;
  }
  int total;
  if (t == 255) {
    total = s[NB - 1];
    s[NB - 1] = 0;
  }
  for (int d = 1; d < NB; d <<= 1) {
    off >>= 1;
    __syncthreads();
    if (t < d) {
      const int ai = off * (2 * t + 1) - 1, bi = off * (2 * t + 2) - 1;
      const int a = s[ai];
      s[ai] = s[bi];
      s[bi] += a;
    }
  }
  __syncthreads();
  int *dst = out + (size_t)blockIdx.x * NB;
  dst[2 * t] = s[2 * t];
  dst[2 * t + 1] = s[2 * t + 1];
  if (t == 255)
    block_sums[blockIdx.x] = total;
}
