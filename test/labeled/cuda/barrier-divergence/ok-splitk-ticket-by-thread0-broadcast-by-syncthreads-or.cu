// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Split-K GEMM epilogue: thread 0 takes one ticket for the CTA after a barrier
// (so all of the CTA's partial stores precede it), and __syncthreads_or hands
// "this CTA is the last" to every thread, so the reduction branch and its
// barrier are entered by the whole CTA or by none of it.
__global__ void splitk_epilogue(const float *__restrict__ acc, float *ws,
                                float *out, unsigned *sem, int tile_elems) {
  const int tile = blockIdx.x, split = blockIdx.z;
  const size_t base = ((size_t)split * gridDim.x + tile) * tile_elems;
  for (int i = threadIdx.x; i < tile_elems; i += blockDim.x)
    ws[base + i] = acc[base + i];
  __threadfence();
  __syncthreads();
  int last = 0;
  if (threadIdx.x == 0)
    last = atomicAdd(&sem[tile], 1u) == gridDim.z - 1;
  if (__syncthreads_or(last)) {
    __threadfence();
    for (int i = threadIdx.x; i < tile_elems; i += blockDim.x) {
      float s = 0.f;
      for (int z = 0; z < gridDim.z; ++z)
        s += __ldcg(&ws[((size_t)z * gridDim.x + tile) * tile_elems + i]);
      out[(size_t)tile * tile_elems + i] = s;
    }
    __syncthreads();
    if (threadIdx.x == 0)
      sem[tile] = 0;
  }
}
