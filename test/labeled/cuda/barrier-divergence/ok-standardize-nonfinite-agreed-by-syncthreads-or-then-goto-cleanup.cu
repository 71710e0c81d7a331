// EXPECT: clean
// The near miss of the goto-cleanup standardisation: whether to bail out is
// agreed by the whole block with __syncthreads_or, so every thread takes the
// goto or none does; the offending threads record their index first.
#include <cuda_runtime.h>
#define TILE 256
__global__ void __launch_bounds__(TILE)
standardize(const float *__restrict__ x, float *__restrict__ y, int *__restrict__ bad_index, int n) {
  __shared__ float tile[TILE];
  __shared__ float mean, inv_std;
  const int i = blockIdx.x * TILE + threadIdx.x;
  float v = i < n ? x[i] : 0.f;
  const int bad = !isfinite(v);
  if (__syncthreads_or(bad)) {
    if (bad) atomicMin(bad_index, i);
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
