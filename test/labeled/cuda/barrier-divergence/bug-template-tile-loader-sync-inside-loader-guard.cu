// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=128
// BUG: the barrier was put inside the loader guard. With 128 threads the
// ITEMS = 4 instantiation has 128 loaders (the guard is always true) and
// works, but ITEMS = 8 has 64: threads 64..127 skip the __syncthreads() that
// threads 0..63 wait at, and then read the tile before it is loaded.
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
    __syncthreads();  // BUG: only the loader threads reach it
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
template __global__ void window_max<8>(const float *, float *, int);  // 64 loaders
