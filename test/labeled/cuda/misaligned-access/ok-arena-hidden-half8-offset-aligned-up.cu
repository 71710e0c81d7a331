// EXPECT: clean
// The same arena layout with every sub-buffer offset rounded up to 256 bytes
// (what cudaMalloc would have given it): the hidden state starts at arena +
// 4096, so the half8 (uint4) copy is aligned.
#include <cstdint>

constexpr size_t align_up(size_t x, size_t a) { return (x + a - 1) / a * a; }

struct StepLayout {
  static constexpr size_t kTokens = 1001;
  static constexpr size_t kHidden = 4096;
  static constexpr size_t token_off = 0;
  static constexpr size_t hidden_off = align_up(token_off + kTokens * sizeof(int32_t), 256);
};

__global__ void copy_hidden_to_residual(const uint8_t *arena, uint4 *residual) {
  const uint4 *hidden = reinterpret_cast<const uint4 *>(arena + StepLayout::hidden_off);
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < (int)(StepLayout::kHidden / 8);
       i += gridDim.x * blockDim.x)
    residual[i] = hidden[i];
}
