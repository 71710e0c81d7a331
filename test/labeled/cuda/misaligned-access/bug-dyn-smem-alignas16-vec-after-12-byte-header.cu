// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=128
// Dynamic shared memory carved into a 12-byte header and an array of
// alignas(16) vectors placed right after it: the vectors start at byte 12, so
// every 16-byte ld.shared.v4 / st.shared.v4 of them is misaligned.
struct Hdr { int tile, rows, cols; };
struct alignas(16) Vec4 { float x, y, z, w; };
__global__ void __launch_bounds__(128) carve_hdr_vec(const Vec4 *in, Vec4 *out) {
  extern __shared__ char smem[];
  Hdr *h = reinterpret_cast<Hdr *>(smem);
  Vec4 *v = reinterpret_cast<Vec4 *>(smem + sizeof(Hdr));
  if (threadIdx.x == 0)
    *h = Hdr{(int)blockIdx.x, 1, 128};
  v[threadIdx.x] = in[blockIdx.x * 128 + threadIdx.x];
  __syncthreads();
  Vec4 a = v[(threadIdx.x + h->rows) & 127];
  out[blockIdx.x * 128 + threadIdx.x] = a;
}
