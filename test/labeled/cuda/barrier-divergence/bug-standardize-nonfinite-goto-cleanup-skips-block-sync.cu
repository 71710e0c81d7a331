// EXPECT: barrier-divergence
// Feature standardisation with C-style error handling: a thread whose input
// is not finite records the index and jumps to the cleanup label -- past the
// two __syncthreads() the rest of the block waits on (BUG: the goto leaves
// the barrier to a data-dependent subset of the block).
#include <cuda_runtime.h>
#define TILE 256
__global__ void __launch_bounds__(TILE)
standardize(const float *__restrict__ x, float *__restrict__ y, int *__restrict__ bad_index, int n) {
  __shared__ float tile[TILE];
  __shared__ float mean, inv_std;
  const int i = blockIdx.x * TILE + threadIdx.x;
  float v = i < n ? x[i] : 0.f;
  if (!isfinite(v)) {
    atomicMin(bad_index, i);
    goto cleanup;
  }
  tile[threadIdx.x] = v;
  __syncthreads();
  if (threadIdx.x == 0) {
    float s = 0.f, s2 = 0.f;
    for (int k = 0; k < TILE; ++k) {
      s += tile[k];
      s2 += tile[k] * tile[k];
    }
    mean = s / TILE;
    inv_std = rsqrtf(fmaxf(s2 / TILE - mean * mean, 1e-12f));
  }
  __syncthreads();
  if (i < n) y[i] = (v - mean) * inv_std;
cleanup:
  return;
}
