// EXPECT: misaligned-access
// Attention Q.K^T with head_dim 36 in half precision: the K tile is loaded
// into shared memory eight halves at a time as uint4. A row is 72 bytes, so
// every odd row starts 8 bytes past a 16-byte boundary.
#include <cuda_fp16.h>
#define HD 36
__global__ void load_k_tile(const __half *k, float *scores, int kv_len) {
  __shared__ alignas(16) __half ks[32 * HD];
  int row = threadIdx.x / 4, chunk = threadIdx.x % 4;
  int krow = blockIdx.x * 32 + row;
  if (krow < kv_len) {
    *reinterpret_cast<uint4 *>(&ks[row * HD + chunk * 8]) =
        *reinterpret_cast<const uint4 *>(&k[krow * HD + chunk * 8]);
    if (chunk == 0) // the last four halves of the row
      *reinterpret_cast<uint2 *>(&ks[row * HD + 32]) =
          *reinterpret_cast<const uint2 *>(&k[krow * HD + 32]);
  }
  __syncthreads();
  if (threadIdx.x < 32) {
    float s = 0.f;
    for (int d = 0; d < HD; ++d)
      s += __half2float(ks[threadIdx.x * HD + d]);
    scores[blockIdx.x * 32 + threadIdx.x] = s;
  }
}
