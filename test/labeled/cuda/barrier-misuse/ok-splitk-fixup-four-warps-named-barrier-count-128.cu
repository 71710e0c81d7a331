// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Split-K fixup: the last CTA of a tile (found by a semaphore) sums the other
// slices' partials; only the first four warps do the fixup, so they meet on
// named barrier 1 (count 128, the four warps) between the two halves of the
// sum while the other four warps have already finished.
__global__ void splitk_fixup(float *acc, const float *partials, int *sem, int slices,
                             int tile_elems) {
  __shared__ float red[128];
  __shared__ int last;
  if (threadIdx.x == 0)
    last = atomicAdd(&sem[blockIdx.x], 1) == slices - 1;
  __syncthreads();
  if (!last)
    return;
  if (threadIdx.x < 128) {
    float s = 0.f;
    for (int k = 0; k < slices; ++k)
      s += partials[((size_t)k * gridDim.x + blockIdx.x) * tile_elems + threadIdx.x];
    red[threadIdx.x] = s;
    asm volatile("bar.sync 1, 128;" ::: "memory");
    acc[(size_t)blockIdx.x * tile_elems + threadIdx.x] = red[threadIdx.x] + red[127 - threadIdx.x];
  }
}
