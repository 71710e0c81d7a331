// EXPECT: clean
// ARCHS: sm_90a sm_100a
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=128
// Cooperative-groups tile kernel that stages per-tile records in shared
// memory: each record is an alignas(16) struct with a 4-int header (id,
// count, two spare words) followed by 8 floats of payload; one warp-sized
// tile reads a record's payload as two float4. sizeof(Record) = 48 and the
// payload sits at offset 16, so every float4 is 16-byte aligned.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
struct alignas(16) Record {
  int id, count, pad0, pad1;
  float payload[8];
};
__global__ void __launch_bounds__(128)
    record_sum(const Record *__restrict__ recs, float *__restrict__ out, int nrec) {
  __shared__ Record srec[32];
  cg::thread_block block = cg::this_thread_block();
  auto tile = cg::tiled_partition<32>(block);
  for (int i = block.thread_rank(); i < 32 * 12; i += 128)
    reinterpret_cast<int *>(srec)[i] = reinterpret_cast<const int *>(recs + blockIdx.x * 32)[i];
  block.sync();
  const int r = tile.meta_group_rank() * 8 + tile.thread_rank() / 4;
  const int half = tile.thread_rank() & 1;
  const float4 v = *reinterpret_cast<const float4 *>(&srec[r].payload[4 * half]);
  float s = v.x + v.y + v.z + v.w;
  s += tile.shfl_xor(s, 1);
  if ((tile.thread_rank() & 3) == 0 && blockIdx.x * 32 + r < nrec)
    out[blockIdx.x * 32 + r] = s * srec[r].count;
}
