// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// The barrier sits inside the loader guard, but both instantiations have at
// least as many loaders as the 128 threads of the block (ITEMS = 4: 128,
// ITEMS = 2: 256), so the guard threadIdx.x < TILE / ITEMS is true in every
// thread and the whole block reaches the barrier.
// Sliding-window row maximum (window 9) over tiles of 512 floats, templated
// on how many consecutive elements each loader thread moves: TILE / ITEMS
// loader threads stage the tile (plus halo) in shared memory, and the whole
// block computes from it after a barrier.
#define TILE 512
template <int ITEMS>
__global__ void window_max(const float *__restrict__ in, float *__restrict__ out,
                           int n) {
  __shared__ float tile[TILE + 8];
  const int base = blockIdx.x * TILE;
  constexpr int LOADERS = TILE / ITEMS;
  if (threadIdx.x < LOADERS) {
    #pragma unroll
    for (int k = 0; k < ITEMS; ++k) {
      const int i = threadIdx.x * ITEMS + k;
      tile[i] = base + i < n ? in[base + i] : -INFINITY;
    }
    if (threadIdx.x < 8)
      tile[TILE + threadIdx.x] = base + TILE + threadIdx.x < n ? in[base + TILE + threadIdx.x] : -INFINITY;
    __syncthreads();
  }

  for (int i = threadIdx.x; i < TILE; i += blockDim.x) {
    float m = tile[i];
    #pragma unroll
    for (int w = 1; w < 9; ++w)
      m = fmaxf(m, tile[i + w]);
    if (base + i < n)
      out[base + i] = m;
  }
}
template __global__ void window_max<4>(const float *, float *, int);
template __global__ void window_max<2>(const float *, float *, int);
