// EXPECT: misaligned-access
// int8 GEMM with dp4a: A tiles of 64 rows x 32 k-bytes are staged in shared
// memory with a padding of 2 bytes per row against bank conflicts (BUG): the
// inner loop reads four k-bytes at a time as an int, but row r starts at
// 34*r bytes, so every odd row's words sit 2 bytes past a 4-byte boundary.
// A padding of 4 (rows of 36 bytes) keeps the words aligned.
#define TM 64
#define TK 32
#define PAD 2
__global__ void gemm_s8_dp4a(const signed char *A, const int *Bp, int *C,
                             int M, int N, int K) {
  __shared__ __align__(16) signed char As[TM][TK + PAD];
  const int row = threadIdx.x % TM;
  const int col = blockIdx.y * (blockDim.x / TM) + threadIdx.x / TM;
  int acc = 0;
  for (int k0 = 0; k0 < K; k0 += TK) {
    for (int i = threadIdx.x; i < TM * TK; i += blockDim.x) {
      int r = i / TK, k = i % TK;
      int gr = blockIdx.x * TM + r;
      As[r][k] = (gr < M && k0 + k < K) ? A[(size_t)gr * K + k0 + k] : 0;
    }
    __syncthreads();
    if (col < N)
      for (int k = 0; k < TK; k += 4) {
        int a4 = *reinterpret_cast<const int *>(&As[row][k]);  // BUG: 34-byte rows
        acc = __dp4a(a4, Bp[(size_t)col * (K / 4) + (k0 + k) / 4], acc);
      }
    __syncthreads();
  }
  const int gr = blockIdx.x * TM + row;
  if (gr < M && col < N)
    C[(size_t)gr * N + col] = acc;
}
