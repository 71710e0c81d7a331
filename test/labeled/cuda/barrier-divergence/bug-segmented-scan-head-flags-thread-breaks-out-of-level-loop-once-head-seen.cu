// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=512
// BUG: block-wide segmented inclusive sum (Hillis-Steele over (flag, value)
// pairs; a set flag marks a segment head). As an "optimisation" a thread
// whose window already contains its segment's head stops iterating: its
// value can no longer change. But the level loop holds the two
// __syncthreads() that separate the reads of a level from its writes, and
// the threads that break early leave the others waiting at them.
__global__ void __launch_bounds__(512)
segmented_scan(const float *__restrict__ in, const int *__restrict__ head,
               float *__restrict__ out) {
  __shared__ float v[512];
  __shared__ int f[512];
  const int t = threadIdx.x, g = blockIdx.x * 512 + t;
  v[t] = in[g];
  f[t] = head[g] != 0 || t == 0;
  __syncthreads();
  for (int d = 1; d < 512; d <<= 1) {
    if (f[t]) break;
    const float pv = t >= d ? v[t - d] : 0.f;
    const int pf = t >= d ? f[t - d] : 1;
    __syncthreads();
    v[t] += pv;
    f[t] |= pf;
    __syncthreads();
  }
  out[g] = v[t];
}
