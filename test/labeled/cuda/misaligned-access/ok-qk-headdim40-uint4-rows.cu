// EXPECT: clean
// Attention Q.K^T with head_dim 40 in half precision: rows of 80 bytes, a
// multiple of 16, so the uint4 chunks of every row are aligned.
#include <cuda_fp16.h>
#define HD 40
__global__ void load_k_tile(const __half *k, float *scores, int kv_len) {
  __shared__ alignas(16) __half ks[32 * HD];
  int row = threadIdx.x / 8, chunk = threadIdx.x % 8;
  int krow = blockIdx.x * 32 + row;
  if (chunk < HD / 8 && krow < kv_len)
    *reinterpret_cast<uint4 *>(&ks[row * HD + chunk * 8]) =
        *reinterpret_cast<const uint4 *>(&k[krow * HD + chunk * 8]);
  __syncthreads();
  if (threadIdx.x < 32) {
    float s = 0.f;
    for (int d = 0; d < HD; ++d)
      s += __half2float(ks[threadIdx.x * HD + d]);
    scores[blockIdx.x * 32 + threadIdx.x] = s;
  }
}
