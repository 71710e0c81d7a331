// EXPECT: clean
// ARCHS: sm_86 sm_90
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=128
// OK: vLLM-like reshape_and_cache for a bf16 KV cache laid out
// [num_blocks, num_heads, block_size, head_size]: the key of one token is
// copied as uint4 chunks of 8 bf16. HEAD_SIZE is a multiple of 8 (checked
// at compile time), so every source and destination chunk starts on a
// 16-byte boundary even though the slot and the head vary per thread.
#include <cuda_bf16.h>
#include <cstdint>
template <int HEAD_SIZE, int BLOCK_SIZE>
__global__ void __launch_bounds__(128)
    reshape_and_cache_bf16(const __nv_bfloat16 *__restrict__ key, __nv_bfloat16 *__restrict__ key_cache,
                           const int64_t *__restrict__ slot_mapping, int num_heads, int key_stride) {
  static_assert(HEAD_SIZE % 8 == 0, "uint4 chunks");
  const int64_t slot = slot_mapping[blockIdx.x];
  if (slot < 0)
    return;
  const int64_t blk = slot / BLOCK_SIZE, off = slot % BLOCK_SIZE;
  constexpr int CHUNKS = HEAD_SIZE / 8;
  for (int i = threadIdx.x; i < num_heads * CHUNKS; i += 128) {
    const int head = i / CHUNKS, c = i % CHUNKS;
    const uint4 v = *reinterpret_cast<const uint4 *>(key + (int64_t)blockIdx.x * key_stride * 8 + head * HEAD_SIZE + c * 8);
    *reinterpret_cast<uint4 *>(key_cache + ((blk * num_heads + head) * BLOCK_SIZE + off) * HEAD_SIZE + c * 8) = v;
  }
}
template __global__ void reshape_and_cache_bf16<128, 16>(const __nv_bfloat16 *, __nv_bfloat16 *, const int64_t *, int, int);
