// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=256
// Split-K fixup: the last CTA of a tile (found by a semaphore) sums the other
// slices' partials; only the first four warps do the fixup, so they meet on
// named barrier 1 between the two halves of the sum. The count was written as
// 3 * 32 when the fixup went from three warps to four: 128 threads arrive on
// a barrier that completes after 96, so the fourth warp starts a new phase and
// the second half reads partials the first warps have not written yet.
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
    asm volatile("bar.sync 1, 96;" ::: "memory");
    acc[(size_t)blockIdx.x * tile_elems + threadIdx.x] = red[threadIdx.x] + red[127 - threadIdx.x];
  }
}
