// EXPECT: clean
// A tiled GEMM prologue with the usual cascade of early exits, all on the
// block index and the problem size (the same in every thread of a block):
// empty problems, CTAs past the last tile, and a split-K slice with no k
// range left. The barriers after them are reached by the whole block.
#define TILE 32
__global__ void gemm_prologue(const float *A, const float *B, float *C, int M, int N, int K,
                              int k_per_split) {
  if (M == 0 || N == 0 || K == 0)
    return;
  const int tiles_n = (N + TILE - 1) / TILE;
  const int tile_m = blockIdx.x / tiles_n, tile_n = blockIdx.x % tiles_n;
  if (tile_m * TILE >= M)
    return;
  const int k_begin = blockIdx.z * k_per_split;
  const int k_end = min(K, k_begin + k_per_split);
  if (k_begin >= k_end)
    return;
  __shared__ float As[TILE][TILE + 1], Bs[TILE][TILE + 1];
  const int tx = threadIdx.x % TILE, ty = threadIdx.x / TILE;
  const int row = tile_m * TILE + ty, col = tile_n * TILE + tx;
  float acc = 0.f;
  for (int k0 = k_begin; k0 < k_end; k0 += TILE) {
    As[ty][tx] = (row < M && k0 + tx < k_end) ? A[(size_t)row * K + k0 + tx] : 0.f;
    Bs[ty][tx] = (col < N && k0 + ty < k_end) ? B[(size_t)(k0 + ty) * N + col] : 0.f;
    __syncthreads();
#pragma unroll 8
    for (int kk = 0; kk < TILE; ++kk)
      acc += As[ty][kk] * Bs[kk][tx];
    __syncthreads();
  }
  if (row < M && col < N)
    atomicAdd(&C[(size_t)row * N + col], acc);
}
