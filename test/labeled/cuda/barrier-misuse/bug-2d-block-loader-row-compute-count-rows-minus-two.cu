// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=32,6
// BUG: the compute-rows count is written blockDim.x * (blockDim.y - 2), as if
// two rows loaded: 128 threads, but the five compute rows (160 threads) all
// run bar.sync 2, so barrier 2 completes with the first four warps to arrive
// and the fifth starts a new phase alone (it hangs or releases early next time).
// Row 0 of the 2D block (threadIdx.y == 0, 32 threads) loads the next tile of
// a 1D convolution's input into shared memory; the compute rows wait for it
// on named barrier 1 and then sync among themselves on barrier 2 before the
// tile is overwritten.
#define TILE 1024
__device__ __forceinline__ void named_sync(int id, int count) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(count) : "memory");
}
__device__ __forceinline__ void named_arrive(int id, int count) {
  asm volatile("bar.arrive %0, %1;" ::"r"(id), "r"(count) : "memory");
}
__global__ void conv1d_loader_row(const float *in, const float *w, float *out,
                                  int n, int ntiles) {
  __shared__ float tile[TILE + 8];
  const int compute_threads = blockDim.x * (blockDim.y - 2)  /* BUG */;
  for (int t = 0; t < ntiles; ++t) {
    const int base = (blockIdx.x * ntiles + t) * TILE;
    if (threadIdx.y == 0) {
      for (int i = threadIdx.x; i < TILE + 8; i += 32)
        tile[i] = base + i < n ? in[base + i] : 0.f;
      named_arrive(1, blockDim.x * blockDim.y);
    } else {
      named_sync(1, blockDim.x * blockDim.y);
      const int ct = (threadIdx.y - 1) * blockDim.x + threadIdx.x;
      for (int i = ct; i < TILE; i += compute_threads) {
        float s = 0.f;
        for (int k = 0; k < 9; ++k)
          s += w[k] * tile[i + k];
        if (base + i < n)
          out[base + i] = s;
      }
      named_sync(2, compute_threads);  // all compute rows done with the tile
    }
    __syncthreads();
  }
}
