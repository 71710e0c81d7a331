// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// BUG: a persistent 3-point smoother: each block walks tiles of 256 points
// `t = blockIdx.x, t + gridDim.x, ...`, stages the tile plus one halo point per
// side in shared memory and smooths it. The loop exit was written per thread
// (`if (i >= n) break;` on the thread's own point), so in the last, partial
// tile the threads past n leave while the others wait at the staging
// __syncthreads() (and the right halo, loaded by thread 255, is never set).
__global__ void __launch_bounds__(256) persistent_smooth3(const float *__restrict__ in, float *__restrict__ out,
                                                          int n) {
  __shared__ float tile[256 + 2];
  int t = threadIdx.x;
  for (int tileIdx = blockIdx.x;; tileIdx += gridDim.x) {
    int i = tileIdx * 256 + t;
    if (i >= n)
      break;
    tile[t + 1] = in[i];
    if (t == 0)
      tile[0] = i > 0 ? in[i - 1] : 0.f;
    if (t == 255)
      tile[257] = i + 1 < n ? in[i + 1] : 0.f;
    __syncthreads();
    out[i] = 0.25f * tile[t] + 0.5f * tile[t + 1] + 0.25f * tile[t + 2];
    __syncthreads();
  }
}
