// EXPECT: clean
// The near miss of the checkpoint quantisation block: the format pads the
// bf16 scale to 4 bytes (36-byte blocks), so the values read as
// __nv_bfloat162 pairs are 4-byte aligned in every block.
#include <cuda_bf16.h>
struct QBlock {
  unsigned short scale_bits;
  unsigned short pad;
  unsigned short val_bits[16];
};
__global__ void dequant(const QBlock *__restrict__ blocks, float2 *__restrict__ out, int nblocks) {
  const int b = blockIdx.x * (blockDim.x / 8) + threadIdx.x / 8;
  const int j = threadIdx.x % 8;
  if (b >= nblocks) return;
  const float s = __bfloat162float(__ushort_as_bfloat16(blocks[b].scale_bits));
  const __nv_bfloat162 *pairs = reinterpret_cast<const __nv_bfloat162 *>(blocks[b].val_bits);
  const float2 v = __bfloat1622float2(pairs[j]);
  out[b * 8 + j] = make_float2(v.x * s, v.y * s);
}
