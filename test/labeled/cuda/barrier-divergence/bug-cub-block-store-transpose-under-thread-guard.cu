// EXPECT: barrier-divergence
// A tile of results is written back with cub::BlockStore using the
// BLOCK_STORE_TRANSPOSE algorithm, which exchanges the items through shared
// memory between two __syncthreads. The author guarded the store with the
// thread's own bounds check, as for a plain store: in the partial last tile
// the threads past the end skip the barriers inside Store (BUG: pass the
// valid-item count to Store instead).
#include <cub/block/block_store.cuh>
constexpr int BLOCK = 128, ITEMS = 4, TILE = BLOCK * ITEMS;
__global__ void __launch_bounds__(BLOCK) scale_tiles(const float *__restrict__ in,
                                                     float *__restrict__ out, float s, int n) {
  using Store = cub::BlockStore<float, BLOCK, ITEMS, cub::BLOCK_STORE_TRANSPOSE>;
  __shared__ typename Store::TempStorage temp;
  int base = blockIdx.x * TILE;
  float v[ITEMS];
#pragma unroll
  for (int k = 0; k < ITEMS; ++k) {
    int i = base + threadIdx.x * ITEMS + k;
    v[k] = i < n ? in[i] * s : 0.0f;
  }
  if (base + threadIdx.x * ITEMS < n) // BUG: a per-thread guard around a block-wide store
    Store(temp).Store(out + base, v, n - base);
}
