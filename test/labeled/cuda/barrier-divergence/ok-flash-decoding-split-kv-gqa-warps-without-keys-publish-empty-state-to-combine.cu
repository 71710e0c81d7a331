// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Flash-decoding (split-KV) for one query token with grouped-query
// attention: block (query head, split) covers CHUNK keys of the KV head the
// query head shares with its group; each of the 4 warps runs an online
// softmax over a quarter of the chunk and the warps merge their (m, l, acc)
// through shared memory behind a __syncthreads(). A warp whose quarter of the
// last split is empty skips the key loop and publishes m = -inf, l = 0,
// which the merge weights with exp(-inf) = 0; every warp reaches the barrier
// (warp 0 always has keys: the grid has ceil(seqlen / CHUNK) splits).
#define D 128
#define CHUNK 256
#define GROUP 4
__global__ void __launch_bounds__(128)
decode_split_kv(const float *__restrict__ q, const float *__restrict__ kc,
                const float *__restrict__ vc, float *__restrict__ part_o,
                float *__restrict__ part_lse, int seqlen, int nsplits, float scale) {
  __shared__ float sm_m[4], sm_l[4];
  __shared__ float sm_o[4][D];
  const int head = blockIdx.x, split = blockIdx.y, kvh = head / GROUP;
  const int warp = threadIdx.x / 32, lane = threadIdx.x & 31;
  const int kbeg = split * CHUNK + warp * (CHUNK / 4);
  const int kend = min(seqlen, kbeg + CHUNK / 4);
  const float4 qv = reinterpret_cast<const float4 *>(q + (size_t)head * D)[lane];
  float m = -INFINITY, l = 0.f;
  float4 acc = make_float4(0.f, 0.f, 0.f, 0.f);
  for (int k = kbeg; k < kend; ++k) {
    const size_t row = ((size_t)kvh * seqlen + k) * D;
    const float4 kv = reinterpret_cast<const float4 *>(kc + row)[lane];
    float s = qv.x * kv.x + qv.y * kv.y + qv.z * kv.z + qv.w * kv.w;
    for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
    s *= scale;
    const float mn = fmaxf(m, s), c = __expf(m - mn), p = __expf(s - mn);
    const float4 vv = reinterpret_cast<const float4 *>(vc + row)[lane];
    acc.x = acc.x * c + p * vv.x; acc.y = acc.y * c + p * vv.y;
    acc.z = acc.z * c + p * vv.z; acc.w = acc.w * c + p * vv.w;
    l = l * c + p;
    m = mn;
  }
  if (lane == 0) { sm_m[warp] = m; sm_l[warp] = l; }
  reinterpret_cast<float4 *>(sm_o[warp])[lane] = acc;
  __syncthreads();
  float M = -INFINITY;
  for (int w = 0; w < 4; ++w) M = fmaxf(M, sm_m[w]);
  float L = 0.f, o = 0.f;
  for (int w = 0; w < 4; ++w) {
    const float f = __expf(sm_m[w] - M);
    L += f * sm_l[w];
    o += f * sm_o[w][threadIdx.x];
  }
  const size_t out = (size_t)head * nsplits + split;
  part_o[out * D + threadIdx.x] = o / L;
  if (threadIdx.x == 0) part_lse[out] = M + __logf(L);
}
