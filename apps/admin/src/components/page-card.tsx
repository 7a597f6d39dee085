/** A section's frame: title, optional tools on the right, content. */
import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export function PageCard({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      {children}
    </Card>
  );
}
