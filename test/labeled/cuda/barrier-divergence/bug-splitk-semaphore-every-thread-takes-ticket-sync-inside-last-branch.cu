// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=128
// Split-K GEMM epilogue: the gridDim.z CTAs of one output tile each write their
// partial tile to a workspace, and the last CTA to finish sums the partials.
// The ticket should be taken once per CTA; here every thread takes its own, so
// only the single thread that draws gridDim.z - 1 enters the reduction branch
// and waits at its __syncthreads() for 127 threads that never come.
__global__ void splitk_epilogue(const float *__restrict__ acc, float *ws,
                                float *out, unsigned *sem, int tile_elems) {
  const int tile = blockIdx.x, split = blockIdx.z;
  const size_t base = ((size_t)split * gridDim.x + tile) * tile_elems;
  for (int i = threadIdx.x; i < tile_elems; i += blockDim.x)
    ws[base + i] = acc[base + i];
  __threadfence();
  unsigned ticket = atomicAdd(&sem[tile], 1u);
  if (ticket == gridDim.z - 1) {
    for (int i = threadIdx.x; i < tile_elems; i += blockDim.x) {
      float s = 0.f;
      for (int z = 0; z < gridDim.z; ++z)
        s += ws[((size_t)z * gridDim.x + tile) * tile_elems + i];
      out[(size_t)tile * tile_elems + i] = s;
    }
    __syncthreads();
    if (threadIdx.x == 0)
      sem[tile] = 0;
  }
}
