// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=64
// BUG: ViT attention rollout: for each image and head, the CLS query's
// attention row (197 floats: CLS, then 14x14 patches) is averaged over the
// heads into a 196-patch map. The kernel skips the CLS entry and reads the
// patches as float4 from index 1 of the row: index 1 is 4 bytes past the
// row start, and rows of 197 floats start at every 4-byte residue, so the
// float4 loads are misaligned.
#define T 197
#define P0 1
#define NP 196
__global__ void __launch_bounds__(64)
cls_patch_map(const float *__restrict__ attn, float *__restrict__ map, int heads) {
  const int img = blockIdx.x, v = threadIdx.x;  // 49 float4 per row
  if (v >= NP / 4) return;
  float4 acc = make_float4(0.f, 0.f, 0.f, 0.f);
  for (int h = 0; h < heads; ++h) {
    const float *row = attn + ((size_t)img * heads + h) * T * T;  // query 0 = CLS
    const float4 a = reinterpret_cast<const float4 *>(row + P0)[v];
    acc.x += a.x; acc.y += a.y; acc.z += a.z; acc.w += a.w;
  }
  const float inv = 1.f / heads;
  acc.x *= inv; acc.y *= inv; acc.z *= inv; acc.w *= inv;
  reinterpret_cast<float4 *>(map + (size_t)img * NP)[v] = acc;
}
