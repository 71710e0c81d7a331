// EXPECT: misaligned-access
// LM-head GEMM epilogue writing fp16 logits, laid out like an mma.m16n8
// C fragment: each lane owns two adjacent columns (2 * (lane % 4)) of a row
// and stores them as one half2. BUG: the logits matrix is [tokens][50257]
// (GPT-2's vocabulary, unpadded): a row is 100514 bytes, 2 mod 4, so for
// every odd token row the half2 stores are only 2-byte aligned. (nanoGPT
// pads the vocabulary to 50304 for exactly this reason.)
#include <cuda_fp16.h>
constexpr int kVocab = 50257;
__global__ void __launch_bounds__(128) lm_head_epilogue(const float *__restrict__ acc,
                                                        const float *__restrict__ bias,
                                                        half *__restrict__ logits) {
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const int row = blockIdx.y * 32 + warp * 8 + lane / 4;  // one 8-row slab per warp
  const int col = blockIdx.x * 8 + 2 * (lane % 4);
  if (col + 1 >= kVocab)
    return;
  const float2 a = reinterpret_cast<const float2 *>(acc)[blockIdx.y * gridDim.x * 128 +
                                                         blockIdx.x * 128 + threadIdx.x];
  const half2 v = __floats2half2_rn(a.x + bias[col], a.y + bias[col + 1]);
  *reinterpret_cast<half2 *>(&logits[(size_t)row * kVocab + col]) = v;  // BUG: odd rows
}
