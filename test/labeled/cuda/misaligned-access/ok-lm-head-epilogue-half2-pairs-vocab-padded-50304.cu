// EXPECT: clean
// LM-head epilogue with the vocabulary padded to 50304 (a multiple of 64, the
// nanoGPT trick): each row of fp16 logits is 100608 bytes, so a lane's
// half2 at column 2 * (lane % 4) + 8 * blockIdx.x is 4-byte aligned in every
// row. The padding columns past the real 50257 are written too and ignored
// by the sampler.
#include <cuda_fp16.h>
constexpr int kVocabPadded = 50304;
__global__ void __launch_bounds__(128) lm_head_epilogue(const float *__restrict__ acc,
                                                        const float *__restrict__ bias,
                                                        half *__restrict__ logits) {
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const int row = blockIdx.y * 32 + warp * 8 + lane / 4;
  const int col = blockIdx.x * 8 + 2 * (lane % 4);
  const float2 a = reinterpret_cast<const float2 *>(acc)[blockIdx.y * gridDim.x * 128 +
                                                         blockIdx.x * 128 + threadIdx.x];
  const half2 v = __floats2half2_rn(a.x + bias[col], a.y + bias[col + 1]);
  *reinterpret_cast<half2 *>(&logits[(size_t)row * kVocabPadded + col]) = v;
}
